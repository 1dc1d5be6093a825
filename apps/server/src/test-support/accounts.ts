import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsOutbox, users } from '../db/schema/index';
import { CODE_RATE_LIMITS } from '../modules/accounts/verification-code.service';
import type { RateLimiter } from '../platform/rate-limit/rate-limiter';
import type { Database } from '../platform/db/database';
import { browserPostHeaders } from './test-app';

let sequence = 0;
/**
 * A member with a staff role: `operator` (an administrator: everything, money settings and
 * roles) or `moderator` (reviews, reports, rooms, users, content).
 */
export async function registerStaff(
  app: FastifyInstance,
  db: Database,
  role: 'operator' | 'moderator',
): Promise<Awaited<ReturnType<typeof registerMember>>> {
  const member = await registerMember(app, db);
  await db.update(users).set({ role }).where(eq(users.id, member.userId));
  return member;
}

/** A fresh valid Chinese mobile number for each call, so tests never collide. */
export function newMobile(): string {
  sequence += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
}

let addressSequence = 0;
/** A fresh client address, so per-address limits of one test do not hit the next. */
export function newAddress(): string {
  addressSequence += 1;
  return `10.${(process.pid >> 8) % 250}.${Math.floor(addressSequence / 250)}.${addressSequence % 250}`;
}

/** The newest code the outbox provider "sent" to a number. */
export async function latestCode(db: Database, mobile: string, countryCode = 86): Promise<string> {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.countryCode, countryCode), eq(smsOutbox.mobile, mobile)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

export interface Caller {
  post(
    url: string,
    body: unknown,
    extra?: { token?: string; cookie?: string; lang?: string },
  ): Promise<Reply>;
  get(url: string, extra?: { token?: string; cookie?: string; lang?: string }): Promise<Reply>;
}

/** Requests from one client address, the way our web page sends them. */
export function callerFrom(app: FastifyInstance, remoteAddress = newAddress()): Caller {
  return {
    post: (url, body, extra = {}) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: {
          ...browserPostHeaders,
          ...(extra.token ? { token: extra.token } : {}),
          ...(extra.cookie ? { cookie: extra.cookie } : {}),
          ...(extra.lang ? { lang: extra.lang } : {}),
        },
        payload: JSON.stringify(body),
      }),
    get: (url, extra = {}) =>
      app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: {
          ...(extra.token ? { token: extra.token } : {}),
          ...(extra.cookie ? { cookie: extra.cookie } : {}),
          ...(extra.lang ? { lang: extra.lang } : {}),
        },
      }),
  };
}

/** Registers a member end to end (code from the outbox) and returns its token. */
export async function registerMember(
  app: FastifyInstance,
  db: Database,
  options: {
    mobile?: string;
    password?: string;
    /** An inviter's code and a channel code, as the registration form sends them. */
    invite?: string;
    channel?: string;
    remoteAddress?: string;
  } = {},
): Promise<{ token: string; mobile: string; password: string; userId: number }> {
  const mobile = options.mobile ?? newMobile();
  const password = options.password ?? 'secret123';
  const caller = callerFrom(app, options.remoteAddress);
  const sent = await caller.post('/api/user/getCode', { mobile, scene: 'register' });
  if (sent.json<{ code: number }>().code !== 0) throw new Error(`getCode failed: ${sent.body}`);
  const code = await latestCode(db, mobile);
  const response = await caller.post('/api/user/registered', {
    mobile,
    code,
    password,
    repassword: password,
    ...(options.invite ? { invite: options.invite } : {}),
    ...(options.channel ? { channel: options.channel } : {}),
  });
  const body = response.json<{ code: number; data: { token: string; user: { id: number } } }>();
  if (body.code !== 0) throw new Error(`register failed: ${response.body}`);
  return { token: body.data.token, mobile, password, userId: body.data.user.id };
}

/**
 * Forgets the per-number SMS limits of a number, standing in for the minute a person waits
 * between a register code and a login code.
 */
export async function allowNextCode(limiter: RateLimiter, mobile: string, countryCode = 86) {
  await limiter.reset(`sms:number:${countryCode}:${mobile}`, CODE_RATE_LIMITS.perNumber);
}

/** Smallest valid PNG (1×1 transparent pixel). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Uploads a file as the member (token, then the raw body) and returns its public path. */
export async function uploadFile(
  app: FastifyInstance,
  memberToken: string,
  file: { kind: 'image' | 'video'; contentType: string; bytes: Buffer },
): Promise<string> {
  const grant = await callerFrom(app).post(
    '/api/Member/getQiniuToken',
    { kind: file.kind },
    { token: memberToken },
  );
  const token = grant.json<{ data: { token: string } }>().data.token;
  const response = await app.inject({
    method: 'POST',
    url: '/api/Upload/file',
    // The member's session goes along, as the browser's cookie does.
    headers: {
      'x-tifo-client': 'web',
      'x-upload-token': token,
      'content-type': file.contentType,
      token: memberToken,
    },
    payload: file.bytes,
  });
  return response.json<{ data: { url: string } }>().data.url;
}

/** Uploads a picture as the member and returns its public path. */
export function uploadPicture(app: FastifyInstance, memberToken: string): Promise<string> {
  return uploadFile(app, memberToken, { kind: 'image', contentType: 'image/png', bytes: TINY_PNG });
}
