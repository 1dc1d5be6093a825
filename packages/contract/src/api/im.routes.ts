import type { CallRoutes } from './call-route';
import type { imCalls } from './im';

/** `imCalls` without their schemas (call-route.ts). */
export const imRoutes: CallRoutes<typeof imCalls> = {
  conversationList: { method: 'GET', path: 'Im/getConversationList' },
  messageList: { method: 'GET', path: 'Im/getMessageList' },
  peer: { method: 'GET', path: 'Im/getPeer' },
  roomChatMode: { method: 'GET', path: 'Im/getRoomChatMode' },
  setRoomChatMode: { method: 'POST', path: 'Im/setRoomChatMode' },
  blockedWords: { method: 'GET', path: 'Im/getBlockedWords' },
  addBlockedWords: { method: 'POST', path: 'Im/addBlockedWords' },
  removeBlockedWord: { method: 'POST', path: 'Im/removeBlockedWord' },
};
