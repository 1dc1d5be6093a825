import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import type { AliyunSmsSettings } from '../sms/aliyun-sms';
import { booleanFromEnv, optionalUrl } from './env-fields';
import { paymentEnvironment, paymentSettings, type PaymentSettings } from './payment-config';
import { pushEnvironment, pushSettings, type PushSettings } from './push-config';
import type { TencentSmsSettings } from '../sms/tencent-sms';
import type { TwilioSmsSettings } from '../sms/twilio-sms';
import { SERVER_ROOT } from '../server-root';

const repoRoot = path.resolve(SERVER_ROOT, '../..');

/** false, a hop count, or trusted proxy addresses/CIDR ranges (Fastify's `trustProxy`). */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * `TRUST_PROXY`: `false`, the number of proxies in front of the server (`1`), or the proxies'
 * addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`). Plain `true` would trust a client's own
 * `X-Forwarded-For` and defeat every per-address limit, so it is refused.
 */
const trustProxySetting = z
  .string()
  .trim()
  .refine((value) => !['true', 'yes'].includes(value.toLowerCase()), {
    message:
      'must be false, the number of proxies in front of the server (such as 1), or their ' +
      'addresses or CIDR ranges (such as 10.0.0.0/8); true would trust any client-supplied ' +
      'X-Forwarded-For',
  })
  .refine(
    (value) =>
      ['false', 'no', '0'].includes(value.toLowerCase()) ||
      /^\d{1,2}$/.test(value) ||
      value.split(',').every((entry) => isAddressOrCidr(entry.trim())),
    {
      message:
        'must be false, a number of proxies (such as 1) or a comma-separated list of addresses ' +
        'and CIDR ranges (such as 10.0.0.0/8,127.0.0.1)',
    },
  )
  .transform((value): TrustProxy => {
    if (['false', 'no', '0'].includes(value.toLowerCase())) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

/** `+86 13800000000`, `86:13800000000` or `+8613800000000` (country code and national number). */
const operatorMobile = z
  .string()
  .trim()
  .transform((value) => /^\+?(\d{1,3})[\s:-]?(\d{6,14})$/.exec(value))
  .refine((match) => match !== null, {
    message: 'must be a mobile number with its country code, such as +86 13912345678',
  })
  .transform((match) => ({ countryCode: Number(match?.[1]), mobile: match?.[2] ?? '' }));

/**
 * A comma-separated list of `a:b` pairs, each entry matching `entry`, each turned into a value
 * by `parse` (given the entry's match groups).
 */
function pairList<T>(entry: RegExp, message: string, parse: (groups: string[]) => T) {
  const entries = (value: string) => value.split(',').map((part) => part.trim());
  return z
    .string()
    .trim()
    .refine((value) => entries(value).every((part) => entry.test(part)), { message })
    .transform((value) => entries(value).map((part) => parse(entry.exec(part)?.slice(1) ?? [])));
}

/** `39:2025,140:2025`: API-Football league ids, each with its season (the year it starts). */
const leagueList = pairList(
  /^(\d+):(\d{4})$/,
  'must list league:season pairs separated by commas, such as 39:2025,140:2025 ' +
    '(API-Football league ids, season = the year it starts)',
  ([id, season]) => ({ id: Number(id), season: Number(season) }),
);

/** `12:2025-2026,117:2025`: API-Basketball league ids, each with its season as the API names it. */
const basketballLeagueList = pairList(
  /^(\d+):(\d{4}(?:-\d{4})?)$/,
  'must list league:season pairs separated by commas, such as 12:2025-2026 ' +
    '(API-Basketball league ids; seasons as the API names them)',
  ([id, season]) => ({ id: Number(id), season: season ?? '' }),
);

export const SMS_PROVIDERS = ['outbox', 'aliyun', 'tencent', 'twilio'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** `86:aliyun,84:twilio,*:twilio`: the SMS provider per country code, `*` for the others. */
const smsRoutes = pairList(
  /^(\d{1,3}|\*):(outbox|aliyun|tencent|twilio)$/,
  'must list countryCode:provider pairs separated by commas, such as ' +
    `86:aliyun,84:twilio,*:twilio (providers: ${SMS_PROVIDERS.join(', ')})`,
  ([country, provider]) => ({
    countryCode: country === '*' ? ('*' as const) : Number(country),
    provider: provider as SmsProviderName,
  }),
);

/**
 * Every setting the server reads from the environment. docs/configuration.md lists them for
 * operators; keep the two in step.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql'], 'postgres://user@127.0.0.1:5432/tifo'),
  REDIS_URL: optionalUrl(['redis', 'rediss'], 'redis://127.0.0.1:6379'),
  PUBLIC_URL: optionalUrl(['http', 'https'], 'https://tifo.example.com'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  DEMO_PROVIDERS: z.enum(['allow'], { message: 'must be allow (or unset)' }).optional(),
  OPERATOR_MOBILE: operatorMobile.optional(),
  OPERATOR_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(64, 'must be at most 64 characters')
    .optional(),
  API_DOCS: booleanFromEnv.optional(),
  APP_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (use `openssl rand -hex 32`)')
    .optional(),
  ANALYTICS_SCRIPT_URL: optionalUrl(['http', 'https'], 'https://analytics.example.com/script.js'),
  ANDROID_DOWNLOAD_URL: optionalUrl(['http', 'https'], 'https://tifo.example.com/downLoad'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).optional(),
  SOCKET_MAX_PER_ADDRESS: z.coerce
    .number({ message: 'must be a number such as 20' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(20),
  SOCKET_MAX_PER_MEMBER: z.coerce
    .number({ message: 'must be a number such as 10' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  SMS_OUTBOX_API: booleanFromEnv.optional(),
  SMS_PROVIDER: z
    .enum(SMS_PROVIDERS, { message: `must be one of ${SMS_PROVIDERS.join(', ')}` })
    .default('outbox'),
  SMS_ROUTES: smsRoutes.optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().trim().min(1).optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().trim().min(1).optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().trim().min(1).optional(),
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().trim().min(1).optional(),
  ALIYUN_SMS_ENDPOINT: optionalUrl(['http', 'https'], 'https://dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: z.string().trim().min(1).optional(),
  TENCENT_SMS_SECRET_KEY: z.string().trim().min(1).optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().trim().min(1).optional(),
  TENCENT_SMS_SIGN_NAME: z.string().trim().min(1).optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().trim().min(1).optional(),
  TENCENT_SMS_NOTICE_TEMPLATE_ID: z.string().trim().min(1).optional(),
  TENCENT_SMS_REGION: z.string().trim().min(1).default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: optionalUrl(['http', 'https'], 'https://sms.tencentcloudapi.com'),
  TWILIO_ACCOUNT_SID: z.string().trim().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().trim().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .trim()
    .regex(/^\+\d{6,15}$/, 'must be a number in international format, such as +15005550006')
    .optional(),
  TWILIO_API_URL: optionalUrl(['http', 'https'], 'https://api.twilio.com'),
  S3_ENDPOINT: optionalUrl(['http', 'https'], 'https://s3.eu-central-1.amazonaws.com'),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_PUBLIC_URL: optionalUrl(['http', 'https'], 'https://cdn.tifo.example.com'),
  FEED_ENABLED: booleanFromEnv.optional(),
  FEED_SPEED: z.coerce
    .number({ message: 'must be a number such as 1 (real time) or 30 (a demo)' })
    .positive('must be above 0')
    .max(3600, 'must be at most 3600')
    .default(1),
  FEED_SEED: z.coerce.number().int('must be a whole number').default(1),
  FEED_START: z.iso
    .datetime({ offset: true, message: 'must be an ISO date-time such as 2026-11-21T14:30:00Z' })
    .optional(),
  FEED_PROVIDER: z
    .enum(['simulator', 'api-football'], { message: 'must be simulator or api-football' })
    .default('simulator'),
  API_FOOTBALL_KEY: z.string().trim().min(1).optional(),
  API_FOOTBALL_URL: optionalUrl(['http', 'https'], 'https://v3.football.api-sports.io'),
  API_FOOTBALL_LEAGUES: leagueList.optional(),
  // API-Football's Pro plan: 7,500 requests a day, 300 a minute.
  API_FOOTBALL_DAILY_LIMIT: z.coerce
    .number()
    .int('must be a whole number')
    .min(10, 'must be at least 10 requests a day')
    .default(7_500),
  // Provider ids of the bookmakers whose pre-match odds the site shows, in its order ("8,7").
  API_FOOTBALL_ODDS_BOOKMAKERS: z
    .string()
    .trim()
    .regex(/^\d+(\s*,\s*\d+)*$/, 'must list bookmaker ids separated by commas, such as 8,7')
    .transform((value) => [...new Set(value.split(',').map((id) => Number(id.trim())))])
    .optional(),
  // API-Basketball (same vendor) beside API-Football: `12:2025-2026` pairs; the key defaults to
  // API_FOOTBALL_KEY (one api-sports.io account), each API has its own plan and limits.
  API_BASKETBALL_LEAGUES: basketballLeagueList.optional(),
  API_BASKETBALL_KEY: z.string().trim().min(1).optional(),
  API_BASKETBALL_URL: optionalUrl(['http', 'https'], 'https://v1.basketball.api-sports.io'),
  API_BASKETBALL_DAILY_LIMIT: z.coerce
    .number()
    .int('must be a whole number')
    .min(10, 'must be at least 10 requests a day')
    .default(7_500),
  API_BASKETBALL_MINUTE_LIMIT: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1 request a minute')
    .default(300),
  API_FOOTBALL_MINUTE_LIMIT: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1 request a minute')
    .default(300),
  MEDIA_SERVER: z
    .enum(['embedded', 'external', 'off'], { message: 'must be embedded, external or off' })
    .optional(),
  MEDIA_RTMP_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(1935),
  MEDIA_RTMP_PUBLIC_URL: optionalUrl(['rtmp', 'rtmps'], 'rtmp://live.tifo.example.com:1935/live'),
  MEDIA_FLV_URL_TEMPLATE: optionalUrl(['http', 'https'], 'https://cdn.example.com/live/{key}.flv'),
  MEDIA_HLS_URL_TEMPLATE: optionalUrl(
    ['http', 'https'],
    'https://cdn.example.com/live/{key}/index.m3u8',
  ),
  MEDIA_HOOK_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  MEDIA_HLS: booleanFromEnv.default(true),
  RECORD_BROADCASTS: booleanFromEnv.default(true),
  FFMPEG_PATH: z.string().trim().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().trim().min(1).default('ffprobe'),
  VIDEO_TRANSCODER: z.enum(['auto', 'off']).optional(),
  MEDIA_RECONNECT_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  MEDIA_PUSH_URL_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  DEMO_BROADCAST: booleanFromEnv.optional(),
  ...paymentEnvironment,
  ...pushEnvironment,
  GIFT_PLATFORM_SHARE_PERCENT: z.coerce
    .number({ message: 'must be a number' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .default(50),
  GIFT_SETTLEMENT_DELAY_SECONDS: z.coerce.number().int().min(0).default(86_400),
  ANALYSIS_PLATFORM_SHARE_PERCENT: z.coerce
    .number({ message: 'must be a number' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .default(30),
  /** Days a paid top-up can be refunded; referral commissions settle after them. */
  TOPUP_REFUND_DAYS: z.coerce.number().int().min(0).max(180).default(7),
  REFERRAL_LEVEL1_PERCENT: z.coerce
    .number({ message: 'must be a number' })
    .min(0, 'must be between 0 and 50')
    .max(50, 'must be between 0 and 50')
    .default(10),
  REFERRAL_LEVEL2_PERCENT: z.coerce
    .number({ message: 'must be a number' })
    .min(0, 'must be between 0 and 50')
    .max(50, 'must be between 0 and 50')
    .default(3),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  webDistDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Seed the demo's streamers and rooms (never by default in production). */
  seedDemoData: boolean;
  trustProxy: TrustProxy;
  /** The operator account created on first start (docs/operators.md). */
  operator: { countryCode: number; mobile: string; password: string | undefined };
  /** Swagger UI and the OpenAPI document at /api/docs (off in production unless API_DOCS). */
  apiDocs: boolean;
  /**
   * The demo's stand-ins for outside providers and who may use their shortcuts: `off` (not
   * mounted), the demo's own audience, or `operators` (production with DEMO_PROVIDERS=allow).
   */
  demo: {
    /** Production started on demo providers with DEMO_PROVIDERS=allow (warned on every start). */
    providersInProduction: boolean;
    /** Who may read codes at GET /api/Dev/smsOutbox. */
    smsOutbox: 'off' | 'public' | 'operators';
    /** Who may pay or cancel on the sandbox checkout: the order's owner, or operators. */
    sandboxCheckout: 'off' | 'owner' | 'operators';
  };
  /** Who sends SMS (docs/configuration.md "SMS"): one provider, or one per country code. */
  sms: {
    /** SMS_PROVIDER: the provider for country codes SMS_ROUTES does not name. */
    provider: SmsProviderName;
    /** The provider per country code, `*` overriding SMS_PROVIDER for the others. */
    routes: { countryCode: number | '*'; provider: SmsProviderName }[];
    /** Each vendor's settings, set when a route or SMS_PROVIDER uses it. */
    aliyun: AliyunSmsSettings | undefined;
    tencent: TencentSmsSettings | undefined;
    twilio: TwilioSmsSettings | undefined;
  };
  appSecret: string | undefined;
  /** Web push of favourites' alerts (issue 25). */
  push: PushSettings;
  analyticsScriptUrl: string | undefined;
  androidDownloadUrl: string | undefined;
  shutdownTimeoutMs: number;
  /** How long a stopping instance keeps answering while balancers move clients away. */
  shutdownDrainMs: number;
  /**
   * Open `/ws` and `/im` sockets allowed per client address and per member, each endpoint
   * apart (security review M7; raise the address cap for many users behind one NAT).
   */
  sockets: { perAddress: number; perMember: number };
  /** Whether this instance runs the feed loop that pushes score changes to sockets. */
  feedEnabled: boolean;
  /** How many times faster than real time the score simulator plays (1 = real time). */
  feedSpeed: number;
  /** The simulator's random seed: same seed, same events on every instance and run. */
  feedSeed: number;
  /** Where the simulated clock starts (demos, browser tests); the real time when unset. */
  feedStart: number | undefined;
  /** Where live scores come from: the simulator (default) or API-Football. */
  feedProvider: 'simulator' | 'api-football';
  /** Set when FEED_PROVIDER=api-football. */
  apiFootball:
    | {
        key: string;
        url: string;
        leagues: { id: number; season: number }[];
        /** Requests a day and a minute the plan allows (this instance's share of them). */
        dailyLimit: number;
        perMinute: number;
        /** Bookmakers whose pre-match odds to show; empty: the site has no odds source. */
        oddsBookmakers: number[];
        /** API-Basketball beside it, when API_BASKETBALL_LEAGUES is set. */
        basketball:
          | {
              key: string;
              url: string;
              leagues: { id: number; season: string }[];
              dailyLimit: number;
              perMinute: number;
            }
          | undefined;
      }
    | undefined;
  /** RTMP ingest and playback (docs/configuration.md "Live streaming"). */
  media: {
    server: 'embedded' | 'external' | 'off';
    rtmpPort: number;
    publicRtmpUrl: string | undefined;
    flvUrlTemplate: string | undefined;
    hlsUrlTemplate: string | undefined;
    hookSecret: string | undefined;
    /** Write HLS with ffmpeg (embedded server) when ffmpeg is installed. */
    hls: boolean;
    /** Keep every broadcast as a replay (embedded server with HLS). */
    recordBroadcasts: boolean;
    ffmpegPath: string;
    reconnectGraceMs: number;
    pushUrlTtlDays: number;
    /** Publish a test pattern into a seeded demo room (needs ffmpeg). */
    demoBroadcast: boolean;
    /**
     * The video job queue: `auto` runs it (and transcodes on this instance when ffmpeg and
     * ffprobe are installed); `off` leaves uploads waiting (the default of the test suite).
     */
    videoTranscoder: 'auto' | 'off';
    ffprobePath: string;
  };
  /** Recharge and gifts (docs/configuration.md "Money"). */
  money: {
    /** Who takes payments (the sandbox checkout page on this server by default), and how. */
    payments: PaymentSettings;
    /**
     * Whether members may withdraw income. Off when the only payment provider is the sandbox
     * in production: no real money came in, so none may go out (security review C2).
     */
    withdrawalsEnabled: boolean;
    /** The platform's share of every gift, in percent; the streamer earns the rest. */
    giftPlatformSharePercent: number;
    /** How long a gift's income stays pending before it can be withdrawn. */
    giftSettlementDelaySeconds: number;
    /** The platform's share of every analysis sold, in percent; the expert earns the rest. */
    analysisPlatformSharePercent: number;
    /** Days a paid top-up can be refunded; commissions on it settle after them. */
    topupRefundDays: number;
    /** Percent of an invitee's top-up their inviter (level 1) and the inviter's inviter earn. */
    referralLevel1Percent: number;
    referralLevel2Percent: number;
  };
  /** Uploads go to this S3-compatible bucket when set; to DATA_DIR/uploads otherwise. */
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string;
      }
    | undefined;
}

/** The demo's operator number (docs/operators.md); production names its own (OPERATOR_MOBILE). */
export const DEMO_OPERATOR_MOBILE = { countryCode: 86, mobile: '13800000000' } as const;

/** A configuration problem, worded for the operator who has to fix it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See docs/configuration.md for every setting.',
    );
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as a shell `FOO= npm start` would suggest.
  const cleaned = Object.fromEntries(
    Object.keys(environmentSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  let s3: Config['s3'];
  if (e.S3_BUCKET) {
    const missing = (
      ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
    ).filter((key) => !e[key]);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((key) => `${key}: must be set when S3_BUCKET is set`));
    }
    s3 = {
      endpoint: e.S3_ENDPOINT ?? '',
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
      publicUrl: (e.S3_PUBLIC_URL ?? '').replace(/\/+$/, ''),
    };
  }
  let apiFootball: Config['apiFootball'];
  if (e.FEED_PROVIDER === 'api-football') {
    const problems = [
      ...(e.API_FOOTBALL_KEY
        ? []
        : ['API_FOOTBALL_KEY: must be set when FEED_PROVIDER=api-football']),
      ...(e.API_FOOTBALL_LEAGUES
        ? []
        : [
            'API_FOOTBALL_LEAGUES: must be set when FEED_PROVIDER=api-football ' +
              '(league:season pairs such as 39:2025,140:2025)',
          ]),
    ];
    if (problems.length > 0) throw new ConfigError(problems);
    apiFootball = {
      key: e.API_FOOTBALL_KEY ?? '',
      url: (e.API_FOOTBALL_URL ?? 'https://v3.football.api-sports.io').replace(/\/+$/, ''),
      leagues: e.API_FOOTBALL_LEAGUES ?? [],
      dailyLimit: e.API_FOOTBALL_DAILY_LIMIT,
      perMinute: e.API_FOOTBALL_MINUTE_LIMIT,
      oddsBookmakers: e.API_FOOTBALL_ODDS_BOOKMAKERS ?? [],
      basketball: e.API_BASKETBALL_LEAGUES
        ? {
            key: e.API_BASKETBALL_KEY ?? e.API_FOOTBALL_KEY ?? '',
            url: (e.API_BASKETBALL_URL ?? 'https://v1.basketball.api-sports.io').replace(
              /\/+$/,
              '',
            ),
            leagues: e.API_BASKETBALL_LEAGUES,
            dailyLimit: e.API_BASKETBALL_DAILY_LIMIT,
            perMinute: e.API_BASKETBALL_MINUTE_LIMIT,
          }
        : undefined,
    };
  }
  const sms = smsSettings(e);
  const production = e.NODE_ENV === 'production';
  const demoProvidersAllowed = e.DEMO_PROVIDERS === 'allow';
  // A demo provider in production is an explicit, loudly logged choice, never a default.
  const smsIsDemo = smsProvidersInUse(sms).includes('outbox');
  const payments = paymentSettings(e);
  if (payments.problems.length > 0) throw new ConfigError(payments.problems);
  const push = pushSettings(e, e.PUBLIC_URL);
  if (push.problems.length > 0) throw new ConfigError(push.problems);
  const paymentsAreDemo = payments.settings.providers.includes('sandbox');
  if (production) {
    const problems = [
      ...(e.PUBLIC_URL
        ? []
        : [
            'PUBLIC_URL: required in production: the address fans open, such as ' +
              'https://tifo.example.com (links, cookies and the socket origin check use it)',
          ]),
      ...(e.OPERATOR_MOBILE
        ? []
        : [
            'OPERATOR_MOBILE: required in production: the mobile number of the first operator ' +
              'account, such as +86 13912345678 (created on first start)',
          ]),
      ...(smsIsDemo && !demoProvidersAllowed
        ? [
            'SMS_PROVIDER: production needs a real SMS provider (aliyun, tencent or twilio); ' +
              '"outbox" only stores codes on this server, so nobody could receive one (or set ' +
              'DEMO_PROVIDERS=allow to run a demo deployment anyway)',
          ]
        : []),
      ...(paymentsAreDemo && !demoProvidersAllowed
        ? [
            'PAYMENT_PROVIDERS: production needs real payment providers (alipay, wechat, vnpay); ' +
              '"sandbox" credits diamonds without money (or set DEMO_PROVIDERS=allow to run a ' +
              'demo deployment anyway)',
          ]
        : []),
    ];
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const outboxWanted = e.SMS_OUTBOX_API ?? true;
  const smsOutbox: Config['demo']['smsOutbox'] =
    !smsIsDemo || !outboxWanted ? 'off' : production ? 'operators' : 'public';
  const sandboxCheckout: Config['demo']['sandboxCheckout'] = !paymentsAreDemo
    ? 'off'
    : production
      ? 'operators'
      : 'owner';
  const mediaServer = e.MEDIA_SERVER ?? (e.NODE_ENV === 'test' ? 'off' : 'embedded');
  if (mediaServer === 'external') {
    const missing = (
      ['MEDIA_RTMP_PUBLIC_URL', 'MEDIA_FLV_URL_TEMPLATE', 'MEDIA_HOOK_SECRET'] as const
    )
      .filter((key) => !e[key])
      .map((key) => `${key}: must be set when MEDIA_SERVER=external`);
    if (missing.length > 0) throw new ConfigError(missing);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA ?? !production,
    trustProxy: e.TRUST_PROXY,
    operator: {
      ...(e.OPERATOR_MOBILE ?? DEMO_OPERATOR_MOBILE),
      password: e.OPERATOR_PASSWORD,
    },
    apiDocs: e.API_DOCS ?? !production,
    demo: {
      providersInProduction: production && (smsIsDemo || paymentsAreDemo),
      smsOutbox,
      sandboxCheckout,
    },
    sms,
    appSecret: e.APP_SECRET,
    push: push.settings,
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    androidDownloadUrl: e.ANDROID_DOWNLOAD_URL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // A balancer needs a moment to see the 503; locally, Ctrl-C should not wait.
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (production ? 3_000 : 0),
    sockets: { perAddress: e.SOCKET_MAX_PER_ADDRESS, perMember: e.SOCKET_MAX_PER_MEMBER },
    // Tests drive the loop by hand with a manual clock.
    feedEnabled: e.FEED_ENABLED ?? e.NODE_ENV !== 'test',
    feedSpeed: e.FEED_SPEED,
    feedSeed: e.FEED_SEED,
    feedStart: e.FEED_START ? Date.parse(e.FEED_START) : undefined,
    feedProvider: e.FEED_PROVIDER,
    apiFootball,
    s3,
    money: {
      payments: payments.settings,
      withdrawalsEnabled: !(production && paymentsAreDemo),
      giftPlatformSharePercent: e.GIFT_PLATFORM_SHARE_PERCENT,
      giftSettlementDelaySeconds: e.GIFT_SETTLEMENT_DELAY_SECONDS,
      analysisPlatformSharePercent: e.ANALYSIS_PLATFORM_SHARE_PERCENT,
      topupRefundDays: e.TOPUP_REFUND_DAYS,
      referralLevel1Percent: e.REFERRAL_LEVEL1_PERCENT,
      referralLevel2Percent: e.REFERRAL_LEVEL2_PERCENT,
    },
    media: {
      server: mediaServer,
      rtmpPort: e.MEDIA_RTMP_PORT,
      publicRtmpUrl: e.MEDIA_RTMP_PUBLIC_URL?.replace(/\/+$/, ''),
      flvUrlTemplate: e.MEDIA_FLV_URL_TEMPLATE,
      hlsUrlTemplate: e.MEDIA_HLS_URL_TEMPLATE,
      hookSecret: e.MEDIA_HOOK_SECRET,
      hls: e.MEDIA_HLS,
      recordBroadcasts: e.RECORD_BROADCASTS,
      ffmpegPath: e.FFMPEG_PATH,
      reconnectGraceMs: e.MEDIA_RECONNECT_GRACE_MS,
      pushUrlTtlDays: e.MEDIA_PUSH_URL_TTL_DAYS,
      demoBroadcast:
        e.DEMO_BROADCAST ??
        ((e.SEED_DEMO_DATA ?? !production) && mediaServer === 'embedded' && e.NODE_ENV !== 'test'),
      videoTranscoder: e.VIDEO_TRANSCODER ?? (e.NODE_ENV === 'test' ? 'off' : 'auto'),
      ffprobePath: e.FFPROBE_PATH,
    },
  };
}

type Environment = z.infer<typeof environmentSchema>;

/** Every provider that SMS_PROVIDER and SMS_ROUTES send through. */
export function smsProvidersInUse(sms: Pick<Config['sms'], 'provider' | 'routes'>) {
  const used = new Set(sms.routes.map((route) => route.provider));
  if (!sms.routes.some((route) => route.countryCode === '*')) used.add(sms.provider);
  return [...used];
}

/** SMS_PROVIDER, SMS_ROUTES and the settings of each vendor they use (missing ones named). */
function smsSettings(e: Environment): Config['sms'] {
  const routes = e.SMS_ROUTES ?? [];
  const seen = new Set<number | '*'>();
  for (const route of routes) {
    if (seen.has(route.countryCode)) {
      throw new ConfigError([`SMS_ROUTES: names ${route.countryCode} twice`]);
    }
    seen.add(route.countryCode);
  }
  const used = smsProvidersInUse({ provider: e.SMS_PROVIDER, routes });
  const problems: string[] = [];
  const need = <K extends keyof Environment>(provider: SmsProviderName, keys: readonly K[]) => {
    for (const key of keys) {
      if (e[key] === undefined) {
        problems.push(`${key}: must be set when SMS_PROVIDER or SMS_ROUTES uses ${provider}`);
      }
    }
  };
  const usesAliyun = used.includes('aliyun');
  const usesTencent = used.includes('tencent');
  const usesTwilio = used.includes('twilio');
  if (usesAliyun) {
    need('aliyun', [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
      // The "already registered" notice: without it a registered number would never reach the
      // vendor while a new one would, and a vendor refusal would tell them apart.
      'ALIYUN_SMS_NOTICE_TEMPLATE_CODE',
    ]);
  }
  if (usesTencent) {
    need('tencent', [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
      'TENCENT_SMS_NOTICE_TEMPLATE_ID',
    ]);
  }
  if (usesTwilio) {
    need('twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN']);
    if (!e.TWILIO_MESSAGING_SERVICE_SID && !e.TWILIO_FROM) {
      problems.push(
        'TWILIO_MESSAGING_SERVICE_SID: set it (or TWILIO_FROM) when SMS_PROVIDER or SMS_ROUTES ' +
          'uses twilio',
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const trimmed = (url: string | undefined, fallback: string) =>
    (url ?? fallback).replace(/\/+$/, '');
  return {
    provider: e.SMS_PROVIDER,
    routes,
    aliyun: usesAliyun
      ? {
          accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
          accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
          signName: e.ALIYUN_SMS_SIGN_NAME ?? '',
          templateCode: e.ALIYUN_SMS_TEMPLATE_CODE ?? '',
          noticeTemplateCode: e.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
          endpoint: trimmed(e.ALIYUN_SMS_ENDPOINT, 'https://dysmsapi.aliyuncs.com'),
        }
      : undefined,
    tencent: usesTencent
      ? {
          secretId: e.TENCENT_SMS_SECRET_ID ?? '',
          secretKey: e.TENCENT_SMS_SECRET_KEY ?? '',
          sdkAppId: e.TENCENT_SMS_SDK_APP_ID ?? '',
          signName: e.TENCENT_SMS_SIGN_NAME ?? '',
          templateId: e.TENCENT_SMS_TEMPLATE_ID ?? '',
          noticeTemplateId: e.TENCENT_SMS_NOTICE_TEMPLATE_ID,
          region: e.TENCENT_SMS_REGION,
          endpoint: trimmed(e.TENCENT_SMS_ENDPOINT, 'https://sms.tencentcloudapi.com'),
        }
      : undefined,
    twilio: usesTwilio
      ? {
          accountSid: e.TWILIO_ACCOUNT_SID ?? '',
          authToken: e.TWILIO_AUTH_TOKEN ?? '',
          messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
          from: e.TWILIO_MESSAGING_SERVICE_SID ? undefined : e.TWILIO_FROM,
          apiUrl: trimmed(e.TWILIO_API_URL, 'https://api.twilio.com'),
        }
      : undefined,
  };
}
