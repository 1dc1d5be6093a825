import { randomBytes, randomInt } from 'node:crypto';
import { CHAT_LIMITS, type Language, type UserInfo } from '@tifo/contract';
import { AppError } from '../../platform/http/app-error';
import {
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/passwords/password-hasher';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import type { AccountsRepository, UserRow } from './accounts.repository';
import { maskMobile, normalizeMobile } from './mobile-numbers';
import type { SessionService } from './session.service';
import type { CodeScene, VerificationCodeService } from './verification-code.service';
import { signUserSig } from '../chat/user-sig';

/** Failed password logins allowed before a pause, per account and per client address. */
export const LOGIN_THROTTLE = {
  perAccount: { limit: 5, windowMs: 15 * 60_000 },
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export interface ClientMeta {
  clientAddress: string;
  userAgent: string | undefined;
  deviceType: string;
  language: Language;
}

export interface Login {
  token: string;
  expiresAt: Date;
  user: UserInfo;
}

/** The parts of user info that money and levels decide (spec §3 user info). */
export type MemberStanding = Pick<
  UserInfo,
  'gold' | 'userlevel' | 'toplevel' | 'exp_percent' | 'balances' | 'noble_tier' | 'anchor_progress'
>;

const NO_STANDING: MemberStanding = {
  gold: 0,
  userlevel: 1,
  toplevel: 2,
  exp_percent: 0,
  balances: { diamonds: 0, gold_coins: 0, withdrawable: 0 },
  noble_tier: 0,
  anchor_progress: null,
};

export class AccountsService {
  constructor(
    private readonly deps: {
      repository: AccountsRepository;
      sessions: SessionService;
      codes: VerificationCodeService;
      rateLimiter: RateLimiter;
      /** Signs the chat service's userSig handed out with user info. */
      imKey: Buffer;
      /** Wallet balances, level and noble rank (the money module); none before it is wired. */
      standing?: (user: UserRow) => Promise<MemberStanding>;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  async sendCode(request: { countryCode: number; mobile: string; scene: CodeScene } & ClientMeta) {
    const mobile = this.mobileOf(request.countryCode, request.mobile);
    const existing = await this.deps.repository.findUserByMobile(request.countryCode, mobile);
    if (request.scene === 'register' && existing) throw new AppError('account.mobileTaken');
    if (request.scene !== 'register' && !existing) throw new AppError('account.notRegistered');
    return this.deps.codes.send({ ...request, mobile });
  }

  async register(
    request: {
      countryCode: number;
      mobile: string;
      code: string;
      password: string;
      repassword: string;
      invite: string | undefined;
    } & ClientMeta,
  ): Promise<Login> {
    if (request.password !== request.repassword) throw new AppError('account.passwordMismatch');
    const mobile = this.mobileOf(request.countryCode, request.mobile);
    if (await this.deps.repository.findUserByMobile(request.countryCode, mobile)) {
      throw new AppError('account.mobileTaken');
    }
    let invitedBy: number | null = null;
    if (request.invite) {
      const inviter = await this.deps.repository.findUserByInviteCode(request.invite.toUpperCase());
      if (!inviter) throw new AppError('account.inviteUnknown');
      invitedBy = inviter.id;
    }
    await this.deps.codes.consume({
      countryCode: request.countryCode,
      mobile,
      scene: 'register',
      code: request.code,
    });
    const passwordHash = await hashPassword(request.password);
    const user = await this.insertUserWithFreshInviteCode({
      countryCode: request.countryCode,
      mobile,
      nickname: `Tifo${randomInt(100_000, 1_000_000)}`,
      passwordHash,
      invitedBy,
      createdAt: new Date(this.now()),
    });
    return this.startSession(user, request);
  }

  async loginWithCode(
    request: { countryCode: number; mobile: string; code: string } & ClientMeta,
  ): Promise<Login> {
    const mobile = this.mobileOf(request.countryCode, request.mobile);
    const user = await this.deps.repository.findUserByMobile(request.countryCode, mobile);
    if (!user) throw new AppError('account.notRegistered');
    await this.deps.codes.consume({
      countryCode: request.countryCode,
      mobile,
      scene: 'login',
      code: request.code,
    });
    // A code proves the phone: clear the password-failure pause for this account.
    await this.deps.rateLimiter.reset(this.accountKey(user.countryCode, user.mobile), [
      LOGIN_THROTTLE.perAccount,
    ]);
    return this.startSession(user, request);
  }

  async loginWithPassword(
    request: { countryCode: number; account: string; password: string } & ClientMeta,
  ): Promise<Login> {
    const mobile = normalizeMobile(request.countryCode, request.account) ?? request.account;
    const accountKey = this.accountKey(request.countryCode, mobile);
    const addressKey = `login-fail:address:${request.clientAddress}`;
    for (const [key, rule] of [
      [accountKey, LOGIN_THROTTLE.perAccount],
      [addressKey, LOGIN_THROTTLE.perAddress],
    ] as const) {
      const seen = await this.deps.rateLimiter.peek(key, rule);
      if (seen.count >= rule.limit) {
        throw new AppError('account.loginLocked', {
          httpStatus: 429,
          params: { minutes: Math.max(1, Math.ceil(seen.retryAfterMs / 60_000)) },
        });
      }
    }
    const user = await this.deps.repository.findUserByMobile(request.countryCode, mobile);
    const valid = user
      ? await verifyPassword(user.passwordHash, request.password)
      : await verifyAgainstDummy(request.password);
    if (!user || !valid) {
      await this.deps.rateLimiter.hit(accountKey, LOGIN_THROTTLE.perAccount);
      await this.deps.rateLimiter.hit(addressKey, LOGIN_THROTTLE.perAddress);
      throw new AppError('account.wrongPassword');
    }
    await this.deps.rateLimiter.reset(accountKey, [LOGIN_THROTTLE.perAccount]);
    return this.startSession(user, request);
  }

  /** A session for a user already proven by other means (a confirmed QR login). */
  async loginAs(userId: number, meta: ClientMeta): Promise<Login> {
    const user = await this.deps.repository.findUserById(userId);
    if (!user) throw new AppError('qr.expired');
    return this.startSession(user, meta);
  }

  async userInfo(userId: number): Promise<UserInfo> {
    const user = await this.deps.repository.findUserById(userId);
    if (!user) throw new AppError('session.expired', { httpStatus: 401, code: 700 });
    return this.toUserInfo(user);
  }

  async toUserInfo(user: UserRow): Promise<UserInfo> {
    const standing = (await this.deps.standing?.(user)) ?? NO_STANDING;
    const days = Math.max(1, Math.ceil((this.now() - user.createdAt.getTime()) / 86_400_000));
    return {
      id: user.id,
      avatar: user.avatar,
      user_nickname: user.nickname,
      signature: user.signature,
      mobile: maskMobile(user.mobile),
      country_code: user.countryCode,
      ...standing,
      create_time_str: String(days),
      is_anchor: user.isAnchor,
      // Streamers answer their fans in the full-page chat (spec §2 /chat-chat).
      chatpermission: user.chatPermission || user.isAnchor === 1 ? 1 : 0,
      has_payment_password: user.paymentPasswordHash !== null,
      invite_code: user.inviteCode,
      userSig: signUserSig(
        this.deps.imKey,
        String(user.id),
        Math.floor(this.now() / 1000) + CHAT_LIMITS.userSigTtlSeconds,
      ),
    };
  }

  private async startSession(user: UserRow, meta: ClientMeta): Promise<Login> {
    const session = await this.deps.sessions.create(user.id, meta);
    return { ...session, user: await this.toUserInfo(user) };
  }

  private async insertUserWithFreshInviteCode(
    values: Omit<Parameters<AccountsRepository['insertUser']>[0], 'inviteCode'>,
  ): Promise<UserRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const inserted = await this.deps.repository.insertUser({
        ...values,
        inviteCode: newInviteCode(),
      });
      if (inserted) return inserted;
      // Either the mobile number was registered a moment ago or the invite code collided.
      if (await this.deps.repository.findUserByMobile(values.countryCode, values.mobile)) {
        throw new AppError('account.mobileTaken');
      }
    }
    throw new Error('could not allocate an invite code');
  }

  private mobileOf(countryCode: number, mobile: string): string {
    const normalized = normalizeMobile(countryCode, mobile);
    if (!normalized) throw new AppError('account.mobileInvalid');
    return normalized;
  }

  private accountKey(countryCode: number, mobile: string): string {
    return `login-fail:account:${countryCode}:${mobile}`;
  }
}

/** 8 characters from an alphabet without look-alikes (no 0/O, 1/I). */
function newInviteCode(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
