/**
 * The video feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { PublishVideoSection } from './PublishVideoSection';
export { MatchReplays } from './MatchReplays';
export { useBannersQuery } from './api';
// The upload transport and file picker of the publish form, reused by circle posts.
export { FilePickButton } from './FilePickButton';
export { isAbortError, isAcceptedVideo, uploadFile, VIDEO_TYPES } from './upload-file';
