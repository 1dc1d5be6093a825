/**
 * The video feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { PublishVideoSection } from './PublishVideoSection';
export { MatchReplays } from './MatchReplays';
export { useBannersQuery } from './api';
