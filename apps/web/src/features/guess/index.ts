/**
 * The guess feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { GuessRecordsSection } from './records/GuessRecordsSection';
export { GuessPanel } from './room/GuessPanel';
