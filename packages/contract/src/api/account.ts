import { z } from 'zod';
import { COUNTRY_CODES, DEVICE_TYPE, LIMITS } from '../constants';
import { ACCOUNT_LIMITS } from './account-limits';
import { defineCall } from './define-call';

/** Why a verification code is asked for; a code only works for its own purpose. */
export const CODE_SCENES = ['register', 'login', 'reset'] as const;

export { ACCOUNT_LIMITS } from './account-limits';

export const countryCodeSchema = z.coerce
  .number()
  .int()
  .refine((value) => (COUNTRY_CODES as readonly number[]).includes(value), {
    message: `country code must be one of ${COUNTRY_CODES.join(', ')}`,
  })
  .default(COUNTRY_CODES[0]);

/** A mobile number as typed: digits only after trimming spaces and dashes. */
export const mobileSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6,15}$/, 'mobile must be 6 to 15 digits'));

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMinLength)
  .max(LIMITS.passwordMaxLength);
export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'code must be 6 digits');

/** Profile fields of spec §3 "User info" (never a token: the web session is a cookie). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  avatar: z.string(),
  user_nickname: z.string(),
  signature: z.string(),
  mobile: z.string().describe('Masked mobile number, e.g. 138****8000'),
  country_code: z.number().int(),
  gold: z.number(),
  userlevel: z.number().int(),
  toplevel: z.number().int(),
  exp_percent: z.number(),
  create_time_str: z.string().describe('Days since joining, as a whole number'),
  is_anchor: z.number().int(),
  chatpermission: z.number().int(),
  balances: z.object({
    diamonds: z.number(),
    gold_coins: z.number(),
    withdrawable: z.number(),
  }),
  has_payment_password: z.boolean(),
  /** The noble tier held now (0: none). */
  noble_tier: z.number().int(),
  /** A streamer's level from settled gift income (null for members who do not stream). */
  anchor_progress: z
    .object({
      level: z.number().int(),
      next_level: z.number().int(),
      percent: z.number(),
      /** Diamonds of income still needed for the next level. */
      income_to_next: z.number(),
      income: z.number(),
    })
    .nullable(),
  invite_code: z.string(),
  /** The chat service's login ticket for userID = String(id) (`/im`, expiring). */
  userSig: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResultSchema = z.object({
  /** For app clients (spec §7); the web client relies on the HttpOnly cookie instead. */
  token: z.string(),
  expires_at: z.string(),
  user: userInfoSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const getCodeBodySchema = z.object({
  mobile: mobileSchema,
  country_code: countryCodeSchema,
  scene: z.enum(CODE_SCENES).default('login'),
});

export const registerBodySchema = z.object({
  mobile: mobileSchema,
  country_code: countryCodeSchema,
  code: codeSchema,
  password: passwordSchema,
  repassword: z.string(),
  invite: z.string().trim().max(ACCOUNT_LIMITS.inviteMaxLength).optional(),
  /** A channel agent's code the visitor arrived with (`/main?channel=CODE`); unknown ones are ignored. */
  channel: z.string().trim().max(ACCOUNT_LIMITS.inviteMaxLength).optional(),
  device_type: z.literal(DEVICE_TYPE).default(DEVICE_TYPE),
});

export const loginBodySchema = z.union([
  z.object({
    mobile: mobileSchema,
    country_code: countryCodeSchema,
    code: codeSchema,
    device_type: z.literal(DEVICE_TYPE).default(DEVICE_TYPE),
  }),
  z.object({
    account: mobileSchema,
    country_code: countryCodeSchema,
    password: z.string().min(1).max(128),
    device_type: z.literal(DEVICE_TYPE).default(DEVICE_TYPE),
  }),
]);
export type LoginBody = z.infer<typeof loginBodySchema>;

export const accountCalls = {
  getCode: defineCall({
    method: 'POST',
    path: 'user/getCode',
    audience: 'public',
    summary: 'Send a 6-digit verification code by SMS (rate limited per number and address)',
    tag: 'account',
    body: getCodeBodySchema,
    data: z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
  }),
  register: defineCall({
    method: 'POST',
    path: 'user/registered',
    audience: 'public',
    summary: 'Register with mobile, code and password; logs in at once',
    tag: 'account',
    body: registerBodySchema,
    data: loginResultSchema,
  }),
  login: defineCall({
    method: 'POST',
    path: 'user/login',
    audience: 'public',
    summary: 'Log in by mobile + code or by account + password',
    tag: 'account',
    body: loginBodySchema,
    data: loginResultSchema,
  }),
  signOut: defineCall({
    method: 'POST',
    path: 'Member/SignOut',
    audience: 'public',
    summary: 'Log out: revokes the session on every instance',
    tag: 'account',
    data: z.null(),
  }),
  memberInfo: defineCall({
    method: 'GET',
    path: 'Member/info',
    audience: 'member',
    summary: 'The logged-in user (code 700 when the session is missing, expired or revoked)',
    tag: 'account',
    data: userInfoSchema,
  }),
  userInfo: defineCall({
    method: 'GET',
    path: 'User/getUserInfo',
    audience: 'member',
    summary: 'The logged-in user; same as Member/info',
    tag: 'account',
    data: userInfoSchema,
  }),
} as const;

export const devCalls = {
  smsOutbox: defineCall({
    method: 'GET',
    path: 'Dev/smsOutbox',
    audience: 'public',
    summary:
      'The latest message the outbox SMS provider "sent" to a number (demo installs and tests; ' +
      'never for operators or seeded accounts; operators only on a production demo deployment, ' +
      'never mounted in production otherwise)',
    tag: 'dev',
    query: z.object({ mobile: mobileSchema, country_code: countryCodeSchema }),
    data: z.object({
      list: z.array(z.object({ id: z.number().int(), body: z.string(), created_at: z.string() })),
    }),
  }),
} as const;

export const QR_LOGIN_TTL_SECONDS = 120;

const qrCodeBodySchema = z.object({ code: z.string().trim().min(16).max(64) });

export const qrLoginCalls = {
  create: defineCall({
    method: 'POST',
    path: 'user/getLoginQrcode',
    audience: 'public',
    summary:
      'A QR login code and its image; the page then sends the socket message {type:"login", code} ' +
      'and waits for "scan" and "webLoginSuccess"',
    tag: 'account',
    data: z.object({
      code: z.string(),
      img: z.string(),
      url: z.string(),
      expires_in: z.number().int(),
    }),
  }),
  scan: defineCall({
    method: 'POST',
    path: 'user/scanLoginQrcode',
    audience: 'member',
    summary: 'The logged-in phone has opened the QR link (pushes "scan" to the waiting page)',
    tag: 'account',
    body: qrCodeBodySchema,
    data: z.object({ expires_in: z.number().int() }),
  }),
  confirm: defineCall({
    method: 'POST',
    path: 'user/confirmLoginQrcode',
    audience: 'member',
    summary: 'The phone confirms the login (pushes "webLoginSuccess" to the waiting page)',
    tag: 'account',
    body: qrCodeBodySchema,
    data: z.null(),
  }),
  complete: defineCall({
    method: 'POST',
    path: 'user/qrcodeLogin',
    audience: 'public',
    summary:
      'The waiting page exchanges a confirmed code for a session (needs its qr_login cookie)',
    tag: 'account',
    body: qrCodeBodySchema,
    data: loginResultSchema,
  }),
} as const;
