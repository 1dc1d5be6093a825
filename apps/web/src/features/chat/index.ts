/**
 * The chat feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { EmojiPicker } from './EmojiPicker';
export { EmojiText } from './EmojiText';
export { memberIdOf } from './member-id';
export { ConnectionNotice } from './private/ConnectionNotice';
export { PrivateChatPanel } from './private/PrivateChatPanel';
export { ReportMemberDialog } from './report/ReportMemberDialog';
export type { MemberReportTarget } from './report/api';
export {
  closePrivateChat,
  openPrivateChat,
  usePrivateChatPopup,
} from './private/private-chat-store';
export { storeRoomChatMode, useRoomChat } from './use-room-chat';
export type { RoomChat, RoomChatStatus } from './use-room-chat';
