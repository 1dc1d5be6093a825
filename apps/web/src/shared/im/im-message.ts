import {
  CHAT_LIMITS,
  CHAT_MESSAGE_STATUSES,
  PERSONAL_CARD_TYPE,
  UPLOAD_URL_PATTERN,
  normaliseText,
  type ChatMessage,
  type ChatPayload,
  type ImPush,
  type ImReply,
  type ImReplyData,
  type ImSelf,
  type ImServerMessage,
  type RoomChatMode,
  type imReplyDataSchemas,
} from '@tifo/contract';
import {
  INVALID,
  arrayOf,
  boolean,
  either,
  nullable,
  number,
  objectOf,
  oneOf,
  optional,
  string,
  variantOf,
  type Check,
} from '../value-checks';

/*
 * `/im` server messages read as the contract's schemas (`socket/im.ts`, `chat/message.ts`) read
 * them, without zod: the chat client is on /main's first load. im-message.test.ts holds each
 * check here to its schema on samples and on every one-field change of them.
 */

/** zod's `.int()`: safe integers only. */
const integer = number({
  integer: true,
  min: Number.MIN_SAFE_INTEGER,
  max: Number.MAX_SAFE_INTEGER,
});
const count = number({ integer: true, min: 0, max: Number.MAX_SAFE_INTEGER });
const text = string();
const uploadUrl = string({ max: 300, pattern: UPLOAD_URL_PATTERN });
const size = optional(number({ integer: true, min: 1, max: 20_000 }));

/** Normalised as the contract stores it, then at most the limit and not blank. */
const chatText: Check<string> = (value) => {
  if (typeof value !== 'string') return INVALID;
  const normalised = normaliseText(value);
  return normalised.length <= CHAT_LIMITS.textMaxLength && normalised.trim().length > 0
    ? normalised
    : INVALID;
};

const customOfferType: Check<number> = (value) => {
  const type = number({ integer: true, min: 1, max: Number.MAX_SAFE_INTEGER })(value);
  return type === PERSONAL_CARD_TYPE ? INVALID : type;
};

const chatPayload: Check<ChatPayload> = variantOf('kind', {
  text: objectOf({ kind: oneOf(['text']), text: chatText }),
  image: objectOf({ kind: oneOf(['image']), url: uploadUrl, width: size, height: size }),
  file: objectOf({
    kind: oneOf(['file']),
    url: uploadUrl,
    name: string({ min: 1, max: CHAT_LIMITS.fileNameMaxLength }),
    size: count,
  }),
  custom: objectOf({
    kind: oneOf(['custom']),
    custom: either(
      objectOf({
        type: oneOf<typeof PERSONAL_CARD_TYPE>([PERSONAL_CARD_TYPE]),
        name: string({ min: 1, max: CHAT_LIMITS.nicknameMaxLength * 2 }),
        avatar: string({ max: 300 }),
        id: string({ min: 1, max: 40 }),
      }),
      objectOf({
        type: customOfferType,
        title: string({ min: 1, max: 80 }),
        image: string({ max: 300 }),
        id: string({ min: 1, max: 40 }),
        price: number({ min: 0, max: 1_000_000_000 }),
      }),
    ),
  }),
});

const chatMessage: Check<ChatMessage> = objectOf({
  id: integer,
  client_id: nullable(text),
  room_id: nullable(integer),
  from: text,
  to: nullable(text),
  nick: text,
  avatar: text,
  noble_tier: optional(integer),
  user_level: optional(integer),
  fan_badge: optional(
    objectOf({ name: text, level: integer, coloured: boolean, entry_effect: boolean }),
  ),
  time: integer,
  payload: chatPayload,
  highlight: optional(oneOf(['paid', 'advert'])),
  read: boolean,
  status: oneOf(CHAT_MESSAGE_STATUSES),
});

const roomChatMode: Check<RoomChatMode> = objectOf({
  room_id: integer,
  slow_mode_seconds: count,
  followers_only: boolean,
});

const imSelf: Check<ImSelf> = objectOf({
  userID: text,
  nick: text,
  avatar: text,
  tourist: boolean,
});

const replyFields = objectOf({
  type: oneOf(['reply']),
  seq: count,
  code: integer,
  msg: text,
  data: (value: unknown) => value,
  retry_after_ms: optional(integer),
});
/** The schema's `data: z.unknown()` still wants the field there (null will do). */
const reply: Check<ImReply> = (value) =>
  typeof value === 'object' && value !== null && 'data' in value ? replyFields(value) : INVALID;

const push: Check<ImPush> = variantOf('type', {
  roomMessage: objectOf({ type: oneOf(['roomMessage']), data: chatMessage }),
  privateMessage: objectOf({ type: oneOf(['privateMessage']), data: chatMessage }),
  roomMembers: objectOf({
    type: oneOf(['roomMembers']),
    data: objectOf({ room_id: integer, members: count }),
  }),
  roomMode: objectOf({ type: oneOf(['roomMode']), data: roomChatMode }),
  messageRemoved: objectOf({
    type: oneOf(['messageRemoved']),
    data: objectOf({ id: integer, room_id: nullable(integer) }),
  }),
  read: objectOf({
    type: oneOf(['read']),
    data: objectOf({ reader: text, peer: text, up_to_id: integer }),
  }),
  kickedOffline: objectOf({
    type: oneOf(['kickedOffline']),
    data: objectOf({ reason: oneOf(['shutdown', 'sessionEnded']) }),
  }),
  pong: objectOf({ type: oneOf(['pong']), data: objectOf({ server_time: integer }) }),
});

const serverMessage: Check<ImServerMessage> = either(reply, push);

type ReplyType = keyof typeof imReplyDataSchemas;

/** The data of each request's successful reply (`imReplyDataSchemas`). */
const replyData: { [T in ReplyType]: Check<ImReplyData<T>> } = {
  login: imSelf,
  logout: objectOf({ ok: oneOf([true]) }),
  updateProfile: imSelf,
  joinRoom: objectOf({
    room_id: integer,
    members: count,
    history: arrayOf(chatMessage),
    mode: roomChatMode,
  }),
  quitRoom: objectOf({ room_id: integer }),
  sendRoom: chatMessage,
  sendPrivate: chatMessage,
  markRead: objectOf({ up_to_id: integer }),
};

/** An `/im` server message (reply or push), or null when it is none. */
export function readImServerMessage(value: unknown): ImServerMessage | null {
  const message = serverMessage(value);
  return message === INVALID ? null : message;
}

/** The data of a successful reply to a `type` request, or null when it is not that. */
export function readImReplyData<T extends ReplyType>(
  type: T,
  data: unknown,
): ImReplyData<T> | null {
  const read = replyData[type](data);
  return read === INVALID ? null : read;
}
