/**
 * The horn feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { HornSection } from './HornSection';
export { HornSendForm } from './HornSendForm';
export { useRecentHornsQuery } from './api';
export { applyApprovedHorn } from './horn-cache';
