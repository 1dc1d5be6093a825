import {
  ACCOUNT_LIMITS,
  DANMAKU_DEFAULTS,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type SystemConfig,
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
  orElse,
  string,
  type Check,
  type Checked,
} from './value-checks';

/**
 * Every value the site keeps in local storage (spec §3), each with a check and a default.
 * A value that is missing or fails its check reads as its default: storage is user-editable
 * and may hold data written by an older version, so reads never throw. The checks are
 * value-checks.ts, not zod: this module is on /main's first load.
 *
 * No session token is ever stored here: the session is an HttpOnly cookie. The `userInfo`
 * check has no `token` field, so a token in a server answer is dropped on write.
 */

const flag = either(boolean, number(), string());
const anyNumber = number();
const anyString = string();
const integer = number({ integer: true });

const userInfoCheck = objectOf({
  id: either(anyNumber, anyString),
  avatar: orElse(anyString, ''),
  user_nickname: orElse(anyString, ''),
  gold: orElse(anyNumber, 0),
  userlevel: orElse(anyNumber, 0),
  toplevel: orElse(anyNumber, 0),
  exp_percent: orElse(anyNumber, 0),
  /** Days since the account was created, as the server formats it. */
  create_time_str: orElse(either(anyString, anyNumber), ''),
  is_anchor: orElse(anyNumber, 0),
  chatpermission: orElse(flag, 0),
  balances: orElse(
    objectOf({
      diamonds: optional(orElse(anyNumber, 0)),
      gold_coins: optional(orElse(anyNumber, 0)),
      withdrawable: optional(orElse(anyNumber, 0)),
    }),
    {},
  ),
  /** Profile fields the member centre shows; optional so older stored values still read. */
  signature: orElse(optional(anyString), undefined),
  mobile: orElse(optional(anyString), undefined),
  country_code: orElse(optional(anyNumber), undefined),
  has_payment_password: orElse(optional(boolean), undefined),
  invite_code: orElse(optional(anyString), undefined),
  /** The noble tier held now (0: none). */
  noble_tier: orElse(optional(anyNumber), undefined),
  /** A streamer's level from settled income (null: does not stream). */
  anchor_progress: orElse(
    optional(
      nullable(
        objectOf({
          level: anyNumber,
          next_level: anyNumber,
          percent: anyNumber,
          income_to_next: anyNumber,
          income: anyNumber,
        }),
      ),
    ),
    undefined,
  ),
  /** The chat service's login ticket (spec §3 userSig); userID is the id as text. */
  userSig: orElse(optional(anyString), undefined),
});
export type UserInfo = Checked<typeof userInfoCheck>;

const gameSettingsCheck = objectOf({ redCard: boolean, yellowCard: boolean, voice: boolean });
export type GameSettings = Checked<typeof gameSettingsCheck>;

const scoreDisplayOptionsCheck = objectOf({
  showRanking: boolean,
  showCards: boolean,
  showOdds: boolean,
  showHalfTime: boolean,
});
export type ScoreDisplayOptions = Checked<typeof scoreDisplayOptionsCheck>;

const danmakuLevel = oneOf([1, 2, 3]);

/**
 * Danmaku (bullet comment) settings of the live room (spec §3, §4 "block effects"): area 1 top
 * quarter, 2 top half, 3 full; size 1 small to 3 large; opacity 10-100 %. A broken field reads
 * as its default and the others are kept.
 */
const danmakuSettingsCheck = objectOf({
  show: orElse(boolean, DANMAKU_DEFAULTS.show),
  area: orElse(danmakuLevel, DANMAKU_DEFAULTS.area),
  size: orElse(danmakuLevel, DANMAKU_DEFAULTS.size),
  opacity: orElse(number({ integer: true, min: 10, max: 100 }), DANMAKU_DEFAULTS.opacity),
  /** Hides gift effects (the money issue draws them). */
  blockEffects: orElse(boolean, false),
});
export type DanmakuSettings = Checked<typeof danmakuSettingsCheck>;

/** The contract's `SystemConfig`, field by field (`systemConfigSchema` would bring zod). */
const systemConfigCheck: Check<SystemConfig> = objectOf({
  site_name: anyString,
  android_qr_code: anyString,
  android_download_url: anyString,
  CountryCode: arrayOf(integer),
  default_country_code: integer,
  socket_url: anyString,
  im_url: anyString,
  demo_sms_outbox: boolean,
  analytics_script_url: anyString,
});

const storageEntries = {
  userInfo: { check: nullable(userInfoCheck), fallback: null },
  /** Remembered login: the account name only, never a password. */
  account: {
    check: nullable(objectOf({ account: anyString, country_code: optional(integer) })),
    fallback: null,
  },
  lang: { check: oneOf(LANGUAGES), fallback: DEFAULT_LANGUAGE },
  langIndex: {
    check: number({ integer: true, min: 0, max: LANGUAGES.length - 1 }),
    fallback: 0,
  },
  historyList: { check: arrayOf(anyString), fallback: [] },
  /** Index of the active top-navigation entry. */
  index: { check: number({ integer: true, min: 0 }), fallback: 0 },
  imTouristAccount: {
    check: nullable(
      objectOf({
        id: either(anyString, anyNumber),
        sig: anyString,
        nickname: optional(anyString),
        expires_at: optional(anyNumber),
      }),
    ),
    fallback: null,
  },
  /**
   * The channel agent's code a visitor arrived with (`?channel=CODE`), sent with registration.
   * Registration takes at most `inviteMaxLength` characters; the characters are those of the
   * contract's `channelCodeSchema` (not imported: it would bring the distribution schemas onto
   * /main's first load).
   */
  channelCode: {
    check: nullable(string({ min: 3, max: ACCOUNT_LIMITS.inviteMaxLength, pattern: /^[\w-]+$/ })),
    fallback: null,
  },
  /**
   * The time zone the viewer chose for times on the site (an IANA name such as
   * `Asia/Ho_Chi_Minh`); null follows the device's (shared/format/time-zone.ts).
   */
  timeZone: {
    check: nullable(string({ min: 1, max: 64, pattern: /^[A-Za-z][\w+\-/]*$/ })),
    fallback: null,
  },
  /** Whether the anchor-area sidebar is open. */
  sidebarStatus: { check: boolean, fallback: true },
  /** Last system settings answer, for an instant first paint. */
  systemSettings: { check: nullable(systemConfigCheck), fallback: null },
  gameSettings: {
    check: gameSettingsCheck,
    fallback: { redCard: true, yellowCard: true, voice: true },
  },
  scoreDisplayOptions: {
    check: scoreDisplayOptionsCheck,
    fallback: { showRanking: true, showCards: true, showOdds: true, showHalfTime: true },
  },
  /** Competition filter of the score pages, per sport: chosen competition ids (empty = all). */
  competitionFilter: {
    check: objectOf({
      football: orElse(arrayOf(string({ max: 64 }), { max: 200 }), []),
      basketball: orElse(arrayOf(string({ max: 64 }), { max: 200 }), []),
    }),
    fallback: { football: [], basketball: [] },
  },
  danmakuSettings: {
    check: danmakuSettingsCheck,
    fallback: { ...DANMAKU_DEFAULTS, blockEffects: false } satisfies DanmakuSettings,
  },
} satisfies Record<string, { check: Check<unknown>; fallback: unknown }>;

type Entries = typeof storageEntries;
export type StorageKey = keyof Entries;
export type StorageValue<K extends StorageKey> = Checked<Entries[K]['check']>;

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

function checkOf<K extends StorageKey>(key: K): Check<StorageValue<K>> {
  return storageEntries[key].check as Check<StorageValue<K>>;
}

function parseRaw<K extends StorageKey>(key: K, raw: string): StorageValue<K> | undefined {
  const check = checkOf(key);
  let candidate: unknown;
  try {
    candidate = JSON.parse(raw);
  } catch {
    // Plain strings such as `lang=en` may be written by hand or by other tools.
    candidate = raw;
  }
  const read = check(candidate);
  if (read !== INVALID) return read;
  if (candidate !== raw) {
    const asText = check(raw);
    if (asText !== INVALID) return asText;
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

/** Writes a value after checking it (unknown fields are dropped); throws if it fails. */
export function write<K extends StorageKey>(key: K, value: StorageValue<K>): void {
  const parsed = checkOf(key)(value);
  if (parsed === INVALID) throw new TypeError(`not a valid '${key}' to store`);
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
