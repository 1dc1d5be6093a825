import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '../constants';
import { defineCall } from './define-call';

/** System settings the client loads at start-up (spec §1, §3 "System config"). */
export const systemConfigSchema = z.object({
  site_name: z.string().describe('Product name shown in titles and the footer'),
  android_qr_code: z
    .string()
    .describe('Image (data URL) of a QR code that opens the app download page'),
  android_download_url: z.string().describe('Where the Android QR code points'),
  CountryCode: z
    .array(z.number().int())
    .describe(
      `Country calling codes the site serves; the first is the default (${DEFAULT_COUNTRY_CODE})`,
    ),
  default_country_code: z.number().int(),
  socket_url: z
    .string()
    .describe('Live-data socket address; a path such as "/ws" is relative to the page origin'),
  im_url: z.string().describe('Instant-messaging socket address; relative like socket_url'),
  demo_sms_outbox: z
    .boolean()
    .describe(
      'True on demo installs: codes are not sent by SMS but readable at GET /api/Dev/smsOutbox',
    ),
  analytics_script_url: z
    .string()
    .describe('Analytics script the client loads after start-up; empty when none is configured'),
});
export type SystemConfig = z.infer<typeof systemConfigSchema>;

/** A polling score provider's figures (none for the simulator). */
export const scoreFeedHealthSchema = z.object({
  provider: z.string(),
  /** `backing_off`: a limit was reached or the provider fails; requests wait until `blocked_until`. */
  status: z.enum(['starting', 'ok', 'backing_off']),
  requests_today: z.number().int(),
  daily_limit: z.number().int(),
  requests_last_minute: z.number().int(),
  minute_limit: z.number().int(),
  blocked_until: z.string().nullable(),
  blocked_because: z.enum(['daily-limit', 'rate-limit', 'unavailable', 'rejected']).nullable(),
  last_success_at: z.string().nullable(),
  last_problem: z.string().nullable(),
  /** Competition id → when an answer last brought it up to date (null: never yet). */
  leagues: z.record(z.string(), z.string().nullable()),
});
export type ScoreFeedHealth = z.infer<typeof scoreFeedHealthSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_seconds: z.number(),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latency_ms: z.number().nullable(),
  }),
  bus: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['memory', 'redis']),
  }),
  sockets: z.object({ live_data_clients: z.number().int() }),
  /**
   * Each polled score provider (football, basketball); none for the simulator. A failing
   * provider does not make the server unhealthy: scores go stale, everything else serves.
   */
  score_feeds: z.array(scoreFeedHealthSchema),
});
export type Health = z.infer<typeof healthSchema>;

export const systemCalls = {
  getConfig: defineCall({
    method: 'GET',
    path: 'System/getConfig',
    audience: 'public',
    summary: 'System settings loaded by the client at start-up',
    tag: 'system',
    data: systemConfigSchema,
  }),
  health: defineCall({
    method: 'GET',
    path: 'health',
    audience: 'public',
    summary: 'Health of the server, its database and its bus (HTTP 503 when degraded)',
    tag: 'system',
    data: healthSchema,
  }),
} as const;

export { COUNTRY_CODES };
