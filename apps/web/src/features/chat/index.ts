/**
 * The chat feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { EmojiPicker } from './EmojiPicker';
export { EmojiText } from './EmojiText';
export { PrivateChatPanel } from './private/PrivateChatPanel';
export {
  closePrivateChat,
  openPrivateChat,
  usePrivateChatPopup,
} from './private/private-chat-store';
export { storeRoomChatMode, useRoomChat } from './use-room-chat';
export type { RoomChat, RoomChatStatus } from './use-room-chat';
