import { imCalls, liveCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { BlockedWordsService } from './blocked-words.service';
import type { PrivateChatService } from './private-chat.service';
import type { RoomChatService } from './room-chat.service';

/** The messaging calls beside the `/im` socket, and the spec's Barrage calls (room chat). */
export function registerChatRoutes(
  app: FastifyInstance,
  services: {
    rooms: RoomChatService;
    privateChat: PrivateChatService;
    blockedWords: BlockedWordsService;
  },
): void {
  const { rooms, privateChat, blockedWords } = services;
  registerCall(app, imCalls.conversationList, ({ request }) =>
    privateChat.conversations(requireMember(request).userId),
  );
  registerCall(app, imCalls.messageList, ({ query, request }) =>
    privateChat.page(requireMember(request).userId, query.peer, query.before_id),
  );
  registerCall(app, imCalls.peer, ({ query, request }) =>
    privateChat.peer(requireMember(request).userId, query.peer),
  );
  registerCall(app, imCalls.roomChatMode, ({ query }) => rooms.mode(query.room_id));
  registerCall(app, imCalls.setRoomChatMode, ({ body, request }) =>
    rooms.setMode(requireMember(request).userId, body),
  );
  registerCall(app, imCalls.blockedWords, ({ request }) =>
    blockedWords.list(requireMember(request).userId),
  );
  registerCall(app, imCalls.addBlockedWords, ({ body, request }) =>
    blockedWords.add(requireMember(request).userId, body.words),
  );
  registerCall(app, imCalls.removeBlockedWord, ({ body, request }) =>
    blockedWords.remove(requireMember(request).userId, body.id),
  );
  registerCall(app, liveCalls.getBarrageList, ({ query, request }) =>
    rooms.barrages(query.room_id, request.auth.kind === 'member' ? request.auth.userId : null),
  );
  registerCall(app, liveCalls.sendBarrage, ({ body, request }) =>
    rooms.sendBarrage(requireMember(request).userId, body),
  );
}
