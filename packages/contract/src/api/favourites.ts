import { z } from 'zod';
import { defineCall } from './define-call';
import { SPORTS } from './matches';

/**
 * Favourites (issue 25 item 2): a member follows teams and competitions as well as matches,
 * chooses per favourite which moments alert them, and sets quiet hours. Alerts reach open pages
 * over the socket and every subscribed device by web push (`Push/*`).
 */

/** The moments a favourite can alert: one bit each in the stored mask. */
export const ALERT_KINDS = ['kickoff', 'goal', 'red_card', 'half_time', 'full_time'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const FAVOURITE_KINDS = ['team', 'competition', 'match'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

export const FAVOURITE_LIMITS = {
  /** Teams and competitions together, per member (matches are limited by the match follows). */
  max: 200,
  idMaxLength: 80,
} as const;

/** Each alert kind on or off. */
export const alertChoicesSchema = z.object({
  kickoff: z.boolean(),
  goal: z.boolean(),
  red_card: z.boolean(),
  half_time: z.boolean(),
  full_time: z.boolean(),
});
export type AlertChoices = z.infer<typeof alertChoicesSchema>;

/** A new favourite alerts every moment but half time (fans asked for fewer buzzes at the break). */
export const DEFAULT_ALERTS: AlertChoices = {
  kickoff: true,
  goal: true,
  red_card: true,
  half_time: false,
  full_time: true,
};

const targetIdSchema = z.string().trim().min(1).max(FAVOURITE_LIMITS.idMaxLength);

export const favouriteSchema = z.object({
  kind: z.enum(FAVOURITE_KINDS),
  id: z.string(),
  sport: z.enum(SPORTS),
  name: z.string(),
  name_zh: z.string(),
  name_vi: z.string(),
  alerts: alertChoicesSchema,
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** "HH:MM" on the member's clock. */
const wallTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const alertSettingsSchema = z.object({
  /** Quiet hours: no pushes from `quiet_from` to `quiet_to` (may cross midnight); null: none. */
  quiet_from: wallTimeSchema.nullable(),
  quiet_to: wallTimeSchema.nullable(),
  /** The IANA zone quiet hours are read in ("Asia/Shanghai"). */
  time_zone: z.string().min(1).max(64),
  /** On a page with a live stream, goal alerts wait until the stream shows the goal. */
  spoiler_safe: z.boolean(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const favouriteCalls = {
  list: defineCall({
    method: 'GET',
    path: 'Favourite/list',
    audience: 'member',
    summary: "The member's favourite teams, competitions and matches, with alerts and quiet hours",
    tag: 'matches',
    data: z.object({ favourites: z.array(favouriteSchema), settings: alertSettingsSchema }),
  }),
  toggle: defineCall({
    method: 'POST',
    path: 'Favourite/toggle',
    audience: 'member',
    summary: 'Follow or unfollow a team or a competition',
    tag: 'matches',
    body: z.object({
      kind: z.enum(['team', 'competition']),
      id: targetIdSchema,
      follow: z.boolean(),
    }),
    data: z.object({ following: z.boolean() }),
  }),
  setAlerts: defineCall({
    method: 'POST',
    path: 'Favourite/setAlerts',
    audience: 'member',
    summary: 'Choose which moments of a favourite (team, competition or followed match) alert',
    tag: 'matches',
    body: z.object({
      kind: z.enum(FAVOURITE_KINDS),
      id: targetIdSchema,
      alerts: alertChoicesSchema,
    }),
    data: z.object({ alerts: alertChoicesSchema }),
  }),
  setSettings: defineCall({
    method: 'POST',
    path: 'Favourite/setSettings',
    audience: 'member',
    summary: 'Quiet hours and spoiler-safe alerts',
    tag: 'matches',
    body: alertSettingsSchema,
    data: alertSettingsSchema,
  }),
};

/** Web push (issue 25 item 3): one subscription per device and browser. */
export const PUSH_LIMITS = {
  endpointMaxLength: 1000,
  /** Devices per member; the oldest is dropped past this. */
  devicesMax: 20,
} as const;

export const pushSubscriptionSchema = z.object({
  endpoint: z.string().trim().url().max(PUSH_LIMITS.endpointMaxLength),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/),
    /** The 16-byte auth secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
  }),
});

export const pushCalls = {
  config: defineCall({
    method: 'GET',
    path: 'Push/config',
    audience: 'public',
    summary: "The server's VAPID public key, or enabled false where push is not set up",
    tag: 'matches',
    data: z.object({ enabled: z.boolean(), public_key: z.string() }),
  }),
  subscribe: defineCall({
    method: 'POST',
    path: 'Push/subscribe',
    audience: 'member',
    summary: "Register this device's push subscription (again after the browser renews it)",
    tag: 'matches',
    body: pushSubscriptionSchema.extend({ language: z.enum(['zh', 'en', 'vi']) }),
    data: z.object({ devices: z.number().int() }),
  }),
  unsubscribe: defineCall({
    method: 'POST',
    path: 'Push/unsubscribe',
    audience: 'member',
    summary: "Forget this device's push subscription",
    tag: 'matches',
    body: z.object({ endpoint: z.string().trim().max(PUSH_LIMITS.endpointMaxLength) }),
    data: z.object({ devices: z.number().int() }),
  }),
};

/**
 * What a push carries (the service worker shows it). `text` is already in the device's
 * language; `tag` lets a later alert of the same match replace an earlier one.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  match_id: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
