/**
 * The mall feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { TASK_CENTRE } from './ExchangeSummary';
export { MallSection } from './MallSection';
