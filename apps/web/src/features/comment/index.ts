/** The comment feature's public surface: the section pages put under what is commented. */
export { CommentsSection } from './CommentsSection';
