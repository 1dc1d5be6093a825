/**
 * The anchor feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { MatchStreams } from './MatchStreams';
export { LiveStatusBadge, RoomCard, RoomGridSkeleton, roomHref } from './RoomCard';
export {
  liveKeys,
  useCategoryListQuery,
  useLiveNowQuery,
  useRoomPreviewQuery,
  useRoomStatusRefresh,
} from './api';
export { categoryKey } from './categories';
export { AnchorIcon, CATEGORY_GRADIENTS, CATEGORY_ICONS } from './icons';
