/**
 * The tasks feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { TaskCentreSection } from './TaskCentreSection';
export { useRecordShare } from './use-record-share';
