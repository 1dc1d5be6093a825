import { isTouristId, type ImClientMessage, type ImSelf } from '@tifo/contract';
import { SESSION_POLICY } from '../accounts/session.service';
import { AppError } from '../../platform/http/app-error';
import { translate } from '../../platform/i18n/server-messages';
import type { ImConnection, ImIdentity, ImOutcome, ImRequestHandler } from '../../realtime/im-hub';
import type { RoomPresence } from '../../realtime/room-presence';
import type { BlockedWordsService } from './blocked-words.service';
import type { ChatRepository } from './chat.repository';
import type { PrivateChatService } from './private-chat.service';
import type { RoomChatService } from './room-chat.service';
import { verifyUserSig } from './user-sig';

export interface ImGatewayOptions {
  imKey: Buffer;
  repository: ChatRepository;
  rooms: RoomChatService;
  privateChat: PrivateChatService;
  presence: RoomPresence;
  blockedWords: BlockedWordsService;
  now?: () => number;
}

type Request = Exclude<ImClientMessage, { type: 'heartbeat' }>;

/**
 * Answers `/im` requests: login by userSig, then room and private chat through the services.
 * Refusals become `code: 1` replies with the message in the connection's language.
 */
export function createImGateway(options: ImGatewayOptions): ImRequestHandler {
  const now = options.now ?? Date.now;

  async function answer(connection: ImConnection, request: Request): Promise<unknown> {
    if (request.type === 'login') return login(connection, request.userID, request.userSig);
    const identity = connection.identity;
    if (!identity) throw new AppError('im.notLoggedIn', { httpStatus: 401 });
    switch (request.type) {
      case 'logout':
        for (const roomId of [...connection.rooms]) connection.quitRoom(roomId);
        connection.identify(null);
        return { ok: true };
      case 'updateProfile':
        return updateProfile(connection, identity, request.nick);
      case 'joinRoom': {
        // In the room before the history is read: a message sent in between then arrives as a
        // push (the page merges it by id) instead of falling between the two.
        const wasIn = connection.rooms.has(request.room_id);
        connection.joinRoom(request.room_id);
        const joined = await options.rooms
          .join(identity.memberId, request.room_id, request.after_id)
          .catch((error: unknown) => {
            if (!wasIn) connection.quitRoom(request.room_id);
            throw error;
          });
        return {
          room_id: request.room_id,
          members: options.presence.total(request.room_id),
          ...joined,
        };
      }
      case 'quitRoom':
        connection.quitRoom(request.room_id);
        return { room_id: request.room_id };
      case 'sendRoom':
        if (!connection.rooms.has(request.room_id)) throw new AppError('im.notInRoom');
        return options.rooms.send(
          senderOf(identity),
          request.room_id,
          request.client_id,
          request.payload,
        );
      case 'sendPrivate':
        return options.privateChat.send(
          senderOf(identity, 'im.touristNoPrivate'),
          request.to,
          request.client_id,
          request.payload,
        );
      case 'markRead':
        return options.privateChat.markRead(requireMember(identity), request.peer);
    }
  }

  async function login(connection: ImConnection, userID: string, userSig: string) {
    const verified = verifyUserSig(options.imKey, userID, userSig, Math.floor(now() / 1000));
    if (!verified) throw new AppError('im.badSignature', { httpStatus: 401 });
    const identity = isTouristId(userID)
      ? touristIdentity(userID, verified.sessionId)
      : await memberIdentity(userID, verified.sessionId);
    if (!connection.identify(identity)) throw new AppError('im.tooManyConnections');
    return selfOf(identity);
  }

  function touristIdentity(userID: string, sessionId: number | null): ImIdentity {
    if (sessionId !== null) throw new AppError('im.badSignature', { httpStatus: 401 });
    return { userID, memberId: null, nick: userID, avatar: '', session: null };
  }

  /**
   * A member's signature is good only while the login session it was handed to lives: after a
   * logout or a password change a copied userSig signs in nobody (security review M4).
   */
  async function memberIdentity(userID: string, sessionId: number | null): Promise<ImIdentity> {
    if (sessionId === null) throw new AppError('im.badSignature', { httpStatus: 401 });
    const memberId = Number(userID);
    const [user, session] = await Promise.all([
      options.repository.userBrief(memberId),
      options.repository.liveSession(
        sessionId,
        memberId,
        new Date(now()),
        new Date(now() - SESSION_POLICY.idleTimeoutMs),
      ),
    ]);
    if (!user || !session) throw new AppError('im.badSignature', { httpStatus: 401 });
    return {
      userID,
      memberId: user.id,
      nick: user.nickname,
      avatar: user.avatar,
      session: { tokenHash: session.tokenHash, expiresAt: session.expiresAt.getTime() },
    };
  }

  async function updateProfile(
    connection: ImConnection,
    identity: ImIdentity,
    nick: string | undefined,
  ): Promise<ImSelf> {
    if (identity.memberId !== null) {
      // Members edit their profile through the API; this picks the new name and avatar up.
      const user = await options.repository.userBrief(identity.memberId);
      if (!user) throw new AppError('im.badSignature', { httpStatus: 401 });
      const fresh = { ...identity, nick: user.nickname, avatar: user.avatar };
      connection.identify(fresh);
      return selfOf(fresh);
    }
    if (nick !== undefined) options.blockedWords.refuseIfBlocked(nick);
    const renamed = { ...identity, nick: nick ?? identity.nick };
    connection.identify(renamed);
    return selfOf(renamed);
  }

  return async (connection, request): Promise<ImOutcome> => {
    try {
      return { ok: true, data: await answer(connection, request) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const retry = error.options.data?.retry_after_ms;
      return {
        ok: false,
        code: error.code,
        msg: translate(connection.language, error.messageKey, error.options.params),
        ...(typeof retry === 'number' ? { retryAfterMs: retry } : {}),
      };
    }
  };
}

function requireMember(
  identity: ImIdentity,
  refusal: 'im.loginToChat' | 'im.touristNoPrivate' = 'im.loginToChat',
): number {
  if (identity.memberId === null) throw new AppError(refusal, { httpStatus: 401 });
  return identity.memberId;
}

function senderOf(
  identity: ImIdentity,
  refusal: 'im.loginToChat' | 'im.touristNoPrivate' = 'im.loginToChat',
) {
  return { id: requireMember(identity, refusal), nick: identity.nick, avatar: identity.avatar };
}

function selfOf(identity: ImIdentity): ImSelf {
  return {
    userID: identity.userID,
    nick: identity.nick,
    avatar: identity.avatar,
    tourist: identity.memberId === null,
  };
}
