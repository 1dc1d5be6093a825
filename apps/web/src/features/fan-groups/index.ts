/**
 * The fan-groups feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export {
  refreshFanGroup,
  refusalMessage,
  useFanGroupInfoQuery,
  useJoinByFeeMutation,
  useLeaveFanGroupMutation,
  waitForMembership,
  type FanGroupInfo,
} from './api';
export { FanBadgePill, FAN_CHAT_COLOUR_CLASS, FAN_DANMAKU_COLOUR_CLASS } from './FanBadgePill';
export { FanClubIcon } from './FanClubIcon';
export { FanGroupSection } from './FanGroupSection';
export { IntimacyProgress } from './IntimacyProgress';
export { FAN_PERKS } from './perks';
export { ProgressBar } from './ProgressBar';
