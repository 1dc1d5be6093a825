import { imReplyDataSchemas, imServerMessageSchema, type ChatMessage } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { readImReplyData, readImServerMessage } from './im-message';

type ReplyType = keyof typeof imReplyDataSchemas;

const MESSAGE: ChatMessage = {
  id: 41,
  client_id: 'web-0001',
  room_id: 5,
  from: '7',
  to: null,
  nick: 'Ann',
  avatar: '/uploads/a.png',
  noble_tier: 2,
  user_level: 12,
  fan_badge: { name: 'Tifo', level: 3, coloured: true, entry_effect: false },
  time: 1_800_000_000_000,
  payload: { kind: 'text', text: 'hello' },
  highlight: 'paid',
  read: false,
  status: 'sent',
};
const PAYLOADS: unknown[] = [
  { kind: 'text', text: 'hello' },
  { kind: 'image', url: '/uploads/p.png', width: 10, height: 20 },
  { kind: 'image', url: '/uploads/p.png' },
  { kind: 'file', url: '/uploads/f.pdf', name: 'f.pdf', size: 0 },
  { kind: 'custom', custom: { type: 10001, name: 'Ann', avatar: '', id: '7' } },
  { kind: 'custom', custom: { type: 7, title: 'Shirt', image: '', id: 's1', price: 9.5 } },
];
const SELF = { userID: '7', nick: 'Ann', avatar: '', tourist: false };
const MODE = { room_id: 5, slow_mode_seconds: 3, followers_only: false };

/** Valid server messages: every reply shape and every push, each payload kind. */
const MESSAGES: unknown[] = [
  { type: 'reply', seq: 1, code: 0, msg: 'ok', data: SELF },
  { type: 'reply', seq: 2, code: 1, msg: 'Slow down', data: null, retry_after_ms: 3_000 },
  ...PAYLOADS.map((payload) => ({ type: 'roomMessage', data: { ...MESSAGE, payload } })),
  { type: 'privateMessage', data: { ...MESSAGE, room_id: null, to: '8', client_id: null } },
  { type: 'roomMembers', data: { room_id: 5, members: 12 } },
  { type: 'roomMode', data: MODE },
  { type: 'messageRemoved', data: { id: 41, room_id: null } },
  { type: 'read', data: { reader: '8', peer: '7', up_to_id: 41 } },
  { type: 'kickedOffline', data: { reason: 'sessionEnded' } },
  { type: 'pong', data: { server_time: 1_800_000_000_000 } },
];

/** Valid reply data for each request. */
const REPLY_DATA: [ReplyType, unknown][] = [
  ['login', SELF],
  ['updateProfile', { ...SELF, tourist: true }],
  ['logout', { ok: true }],
  ['joinRoom', { room_id: 5, members: 0, history: [MESSAGE], mode: MODE }],
  ['quitRoom', { room_id: 5 }],
  ...PAYLOADS.map((payload): [ReplyType, unknown] => ['sendRoom', { ...MESSAGE, payload }]),
  ['sendPrivate', { ...MESSAGE, room_id: null, to: '8' }],
  ['markRead', { up_to_id: 41 }],
];

/** Values a broken or hostile server might put in any field. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' \n ',
  'x',
  '\u200B',
  // One past each length limit.
  'a'.repeat(41),
  'a'.repeat(81),
  'a'.repeat(121),
  'a'.repeat(301),
  'a'.repeat(501),
  '/uploads/../secret',
  `/uploads/${'a'.repeat(292)}`,
  'https://example.com/a.png',
  0,
  -1,
  1.5,
  20_001,
  10001,
  1_000_000_001,
  2 ** 53,
  -(2 ** 53),
  true,
  false,
  [],
  {},
  { kind: 'text' },
  'sent',
  'failed',
  'paid',
  'reply',
  'roomMessage',
  'toString',
];

/** The sample with one field (at any depth) left out or set to each odd value. */
function* oneFieldChanges(sample: unknown): Generator<unknown> {
  if (typeof sample !== 'object' || sample === null) return;
  const items: unknown[] | null = Array.isArray(sample) ? sample : null;
  const entries = items
    ? items.map((item, index) => [index, item] as const)
    : Object.entries(sample);
  const copy = (key: string | number, value: unknown): unknown =>
    items
      ? items.map((item, index) => (index === key ? value : item))
      : { ...sample, [key]: value };
  for (const [key, value] of entries) {
    if (!items) {
      const { [key]: _left, ...rest } = sample as Record<string, unknown>;
      yield rest;
    }
    for (const odd of ODD_VALUES) yield copy(key, odd);
    for (const changed of oneFieldChanges(value)) yield copy(key, changed);
  }
  if (!items) yield { ...sample, extra: 1 };
}

/** Text the contract normalises before it checks it: invisible characters go first. */
const TEXTS = [
  'hi\u200B',
  '\u200B\u200B',
  `${'a'.repeat(500)}\u200B`,
  'a'.repeat(500),
  ' a ',
  'e\u0301',
  '👨\u200D👩',
];

describe('readImServerMessage', () => {
  it('accepts every message the server sends', () => {
    for (const sample of MESSAGES) expect(readImServerMessage(sample)).not.toBeNull();
  });

  it('reads samples and every one-field change of them as the contract schema does', () => {
    const samples = [
      ...MESSAGES,
      ...MESSAGES.flatMap((sample) => [...oneFieldChanges(sample)]),
      ...TEXTS.map((text) => ({
        type: 'roomMessage',
        data: { ...MESSAGE, payload: { kind: 'text', text } },
      })),
      'not json',
      null,
      [],
      { type: 'reply', seq: 1, code: 0, msg: 'ok' },
      { type: 'somethingNew', data: {} },
    ];
    expect(samples.length).toBeGreaterThan(5_000);
    for (const sample of samples) {
      const parsed = imServerMessageSchema.safeParse(sample);
      expect(readImServerMessage(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });
});

describe('readImReplyData', () => {
  it('accepts a reply to every request the server answers', () => {
    expect(new Set(REPLY_DATA.map(([type]) => type))).toEqual(
      new Set(Object.keys(imReplyDataSchemas)),
    );
    for (const [type, data] of REPLY_DATA) expect(readImReplyData(type, data), type).not.toBeNull();
  });

  it('reads samples and every one-field change of them as the contract schemas do', () => {
    for (const [type, sample] of REPLY_DATA) {
      for (const data of [sample, ...oneFieldChanges(sample), null, 'x', []]) {
        const parsed = imReplyDataSchemas[type].safeParse(data);
        expect(readImReplyData(type, data), `${type} ${JSON.stringify(data)}`).toEqual(
          parsed.success ? parsed.data : null,
        );
      }
    }
  });
});
