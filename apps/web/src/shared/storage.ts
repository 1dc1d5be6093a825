import {
  ACCOUNT_LIMITS,
  DANMAKU_DEFAULTS,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  systemConfigSchema,
} from '@tifo/contract';
import { z } from 'zod';

/**
 * Every value the site keeps in local storage (spec §3), each with a schema and a default.
 * A value that is missing or fails to parse reads as its default: storage is user-editable and
 * may hold data written by an older version, so reads never throw.
 *
 * No session token is ever stored here: the session is an HttpOnly cookie. The `userInfo`
 * schema has no `token` field, so a token in a server answer is dropped on write.
 */

const flag = z.union([z.boolean(), z.number(), z.string()]);

export const userInfoSchema = z.object({
  id: z.union([z.number(), z.string()]),
  avatar: z.string().catch(''),
  user_nickname: z.string().catch(''),
  gold: z.number().catch(0),
  userlevel: z.number().catch(0),
  toplevel: z.number().catch(0),
  exp_percent: z.number().catch(0),
  /** Days since the account was created, as the server formats it. */
  create_time_str: z.union([z.string(), z.number()]).catch(''),
  is_anchor: z.number().catch(0),
  chatpermission: flag.catch(0),
  balances: z
    .object({
      diamonds: z.number().catch(0),
      gold_coins: z.number().catch(0),
      withdrawable: z.number().catch(0),
    })
    .partial()
    .catch({}),
  /** Profile fields the member centre shows; optional so older stored values still read. */
  signature: z.string().optional().catch(undefined),
  mobile: z.string().optional().catch(undefined),
  country_code: z.number().optional().catch(undefined),
  has_payment_password: z.boolean().optional().catch(undefined),
  invite_code: z.string().optional().catch(undefined),
  /** The noble tier held now (0: none). */
  noble_tier: z.number().optional().catch(undefined),
  /** A streamer's level from settled income (null: does not stream). */
  anchor_progress: z
    .object({
      level: z.number(),
      next_level: z.number(),
      percent: z.number(),
      income_to_next: z.number(),
      income: z.number(),
    })
    .nullable()
    .optional()
    .catch(undefined),
  /** The chat service's login ticket (spec §3 userSig); userID is the id as text. */
  userSig: z.string().optional().catch(undefined),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const gameSettingsSchema = z.object({
  redCard: z.boolean(),
  yellowCard: z.boolean(),
  voice: z.boolean(),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

export const scoreDisplayOptionsSchema = z.object({
  showRanking: z.boolean(),
  showCards: z.boolean(),
  showOdds: z.boolean(),
  showHalfTime: z.boolean(),
});
export type ScoreDisplayOptions = z.infer<typeof scoreDisplayOptionsSchema>;

const danmakuLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * Danmaku (bullet comment) settings of the live room (spec §3, §4 "block effects"): area 1 top
 * quarter, 2 top half, 3 full; size 1 small to 3 large; opacity 10-100 %. A broken field reads
 * as its default and the others are kept.
 */
export const danmakuSettingsSchema = z.object({
  show: z.boolean().catch(DANMAKU_DEFAULTS.show),
  area: danmakuLevel.catch(DANMAKU_DEFAULTS.area),
  size: danmakuLevel.catch(DANMAKU_DEFAULTS.size),
  opacity: z.number().int().min(10).max(100).catch(DANMAKU_DEFAULTS.opacity),
  /** Hides gift effects (the money issue draws them). */
  blockEffects: z.boolean().catch(false),
});
export type DanmakuSettings = z.infer<typeof danmakuSettingsSchema>;

const storageEntries = {
  userInfo: { schema: userInfoSchema.nullable(), fallback: null },
  /** Remembered login: the account name only, never a password. */
  account: {
    schema: z.object({ account: z.string(), country_code: z.number().int().optional() }).nullable(),
    fallback: null,
  },
  lang: { schema: z.enum(LANGUAGES), fallback: DEFAULT_LANGUAGE },
  langIndex: {
    schema: z
      .number()
      .int()
      .min(0)
      .max(LANGUAGES.length - 1),
    fallback: 0,
  },
  historyList: { schema: z.array(z.string()), fallback: [] },
  /** Index of the active top-navigation entry. */
  index: { schema: z.number().int().nonnegative(), fallback: 0 },
  imTouristAccount: {
    schema: z
      .object({
        id: z.union([z.string(), z.number()]),
        sig: z.string(),
        nickname: z.string().optional(),
        expires_at: z.number().optional(),
      })
      .nullable(),
    fallback: null,
  },
  /**
   * The channel agent's code a visitor arrived with (`?channel=CODE`), sent with registration.
   * Registration takes at most `inviteMaxLength` characters; the characters are those of the
   * contract's `channelCodeSchema` (not imported: it would bring the distribution schemas onto
   * /main's first load).
   */
  channelCode: {
    schema: z
      .string()
      .min(3)
      .max(ACCOUNT_LIMITS.inviteMaxLength)
      .regex(/^[\w-]+$/)
      .nullable(),
    fallback: null,
  },
  /** Whether the anchor-area sidebar is open. */
  sidebarStatus: { schema: z.boolean(), fallback: true },
  /** Last system settings answer, for an instant first paint. */
  systemSettings: { schema: systemConfigSchema.nullable(), fallback: null },
  gameSettings: {
    schema: gameSettingsSchema,
    fallback: { redCard: true, yellowCard: true, voice: true },
  },
  scoreDisplayOptions: {
    schema: scoreDisplayOptionsSchema,
    fallback: { showRanking: true, showCards: true, showOdds: true, showHalfTime: true },
  },
  /** Competition filter of the score pages, per sport: chosen competition ids (empty = all). */
  competitionFilter: {
    schema: z.object({
      football: z.array(z.string().max(64)).max(200).catch([]),
      basketball: z.array(z.string().max(64)).max(200).catch([]),
    }),
    fallback: { football: [], basketball: [] },
  },
  danmakuSettings: {
    schema: danmakuSettingsSchema,
    fallback: { ...DANMAKU_DEFAULTS, blockEffects: false } satisfies DanmakuSettings,
  },
} satisfies Record<string, { schema: z.ZodType; fallback: unknown }>;

type Entries = typeof storageEntries;
export type StorageKey = keyof Entries;
export type StorageValue<K extends StorageKey> = z.output<Entries[K]['schema']>;

export const STORAGE_KEYS = Object.keys(storageEntries) as StorageKey[];

type Listener = () => void;
const listeners = new Map<StorageKey, Set<Listener>>();

function getStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access throws when storage is disabled (private modes, sandboxed frames).
    return null;
  }
}

function parseRaw<K extends StorageKey>(key: K, raw: string): StorageValue<K> | undefined {
  const schema = storageEntries[key].schema as unknown as z.ZodType<StorageValue<K>>;
  let candidate: unknown;
  try {
    candidate = JSON.parse(raw);
  } catch {
    // Plain strings such as `lang=en` may be written by hand or by other tools.
    candidate = raw;
  }
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  if (candidate !== raw) {
    const asText = schema.safeParse(raw);
    if (asText.success) return asText.data;
  }
  return undefined;
}

/** Reads a value; anything missing or invalid reads as the key's default. */
export function read<K extends StorageKey>(key: K): StorageValue<K> {
  const fallback = storageEntries[key].fallback as StorageValue<K>;
  const raw = getStore()?.getItem(key);
  if (raw === null || raw === undefined) return structuredClone(fallback);
  return parseRaw(key, raw) ?? structuredClone(fallback);
}

/** Writes a value after checking it against the key's schema (unknown fields are dropped). */
export function write<K extends StorageKey>(key: K, value: StorageValue<K>): void {
  const parsed = storageEntries[key].schema.parse(value) as StorageValue<K>;
  // Strings are stored as they are so that `lang` reads `en`, not `"en"`.
  const serialized = typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
  try {
    getStore()?.setItem(key, serialized);
  } catch {
    // A full or disabled storage must not break the page; the value lives for this load only.
  }
  notify(key);
}

export function remove(key: StorageKey): void {
  getStore()?.removeItem(key);
  notify(key);
}

function notify(key: StorageKey): void {
  listeners.get(key)?.forEach((listener) => listener());
}

/** Calls `listener` whenever `key` changes in this tab or another one. */
export function subscribe(key: StorageKey, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the signed-in user may use the chat tab (spec §2, §6). */
export function hasChatPermission(user: UserInfo | null): boolean {
  if (!user) return false;
  const value = user.chatpermission;
  if (typeof value === 'string') return value !== '' && value !== '0' && value !== 'false';
  return Boolean(value);
}

/** Clears everything that belongs to the signed-in user (logout, session expiry). */
export function clearSession(): void {
  remove('userInfo');
  remove('imTouristAccount');
}

/** Saves a search term: newest first, no duplicates, at most ten entries. */
export function addSearchHistory(term: string, max = 10): string[] {
  const trimmed = term.trim();
  if (!trimmed) return read('historyList');
  const next = [trimmed, ...read('historyList').filter((entry) => entry !== trimmed)].slice(0, max);
  write('historyList', next);
  return next;
}
