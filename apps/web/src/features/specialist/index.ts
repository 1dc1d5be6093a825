/**
 * The expert area's public surface: other features import these from here, never from its
 * files (the feature-boundaries lint rule).
 */
export { ExpertApplicationSection } from './application/ExpertApplicationSection';
export { AnalysisList } from './analysis/AnalysisList';
export { useMarketName, usePickWords } from './analysis/words';
export { useForesightQuery, type ForesightEntry } from './api';
