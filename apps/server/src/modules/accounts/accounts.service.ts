import { randomBytes, randomInt } from 'node:crypto';
import { CHAT_LIMITS, type Language, type UserInfo } from '@tifo/contract';
import type { AppEventBus } from '../../platform/events/app-event-bus';
import { AppError } from '../../platform/http/app-error';
import { hashPassword } from '../../platform/passwords/password-hasher';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { AccountsRepository, UserRow } from './accounts.repository';
import { LoginPasswordThrottle } from './login-password-throttle';
import { maskMobile, normalizeMobile } from './mobile-numbers';
import type { SessionService } from './session.service';
import type { CodeScene, VerificationCodeService } from './verification-code.service';
import { signUserSig } from '../chat/user-sig';

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

export interface AccountsServiceDeps {
  sessions: SessionService;
  codes: VerificationCodeService;
  rateLimiter: RateLimiter;
  /** Signs the chat service's userSig handed out with user info. */
  imKey: Buffer;
  /** Wallet balances, level and noble rank (the money module); none before it is wired. */
  standing?: (user: UserRow) => Promise<MemberStanding>;
  /** Hears `user.invited` (the distribution centre's anti-abuse checks). */
  events?: Pick<AppEventBus, 'emit'>;
  now?: () => number;
}

export class AccountsService {
  private readonly passwords: LoginPasswordThrottle;

  constructor(
    private readonly repository: AccountsRepository,
    private readonly deps: AccountsServiceDeps,
  ) {
    this.passwords = new LoginPasswordThrottle(deps.rateLimiter);
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /**
   * Answers the same whether or not the number is registered, and counts the limits first, so
   * the call tells nobody who has an account: a registered number asking to register is told so
   * by SMS, an unknown number asking to log in or reset gets nothing.
   */
  async sendCode(request: { countryCode: number; mobile: string; scene: CodeScene } & ClientMeta) {
    const mobile = this.mobileOf(request.countryCode, request.mobile);
    await this.deps.codes.countRequest({ ...request, mobile });
    const existing = await this.repository.findUserByMobile(request.countryCode, mobile);
    if (request.scene === 'register' && existing) {
      await this.deps.codes.sendAlreadyRegisteredNotice({ ...request, mobile });
    } else if (request.scene === 'register' || existing) {
      await this.deps.codes.issue({ ...request, mobile });
    }
    return this.deps.codes.sendAnswer();
  }

  async register(
    request: {
      countryCode: number;
      mobile: string;
      code: string;
      password: string;
      repassword: string;
      invite: string | undefined;
      channel?: string | undefined;
    } & ClientMeta,
  ): Promise<Login> {
    if (request.password !== request.repassword) throw new AppError('account.passwordMismatch');
    const mobile = this.mobileOf(request.countryCode, request.mobile);
    let invitedBy: number | null = null;
    if (request.invite) {
      const inviter = await this.repository.findUserByInviteCode(request.invite.toUpperCase());
      if (!inviter) throw new AppError('account.inviteUnknown');
      invitedBy = inviter.id;
    }
    await this.deps.codes.consume({
      countryCode: request.countryCode,
      mobile,
      scene: 'register',
      code: request.code,
    });
    // Only after the code: a registered number never gets a register code, so without one it is
    // refused like any other number, and registration does not reveal who has an account.
    if (await this.repository.findUserByMobile(request.countryCode, mobile)) {
      throw new AppError('account.mobileTaken');
    }
    const passwordHash = await hashPassword(request.password);
    // An unknown or stopped channel is ignored: a stale link must not block registration.
    const channelCode = request.channel
      ? await this.repository.activeChannel(request.channel.toUpperCase())
      : null;
    const user = await this.insertUserWithFreshInviteCode({
      countryCode: request.countryCode,
      mobile,
      nickname: `Tifo${randomInt(100_000, 1_000_000)}`,
      passwordHash,
      invitedBy,
      channelCode,
      createdAt: new Date(this.now()),
    });
    const login = await this.startSession(user, request);
    if (invitedBy !== null) {
      this.deps.events?.emit('user.invited', { inviteeId: user.id, inviterId: invitedBy });
    }
    return login;
  }

  async loginWithCode(
    request: { countryCode: number; mobile: string; code: string } & ClientMeta,
  ): Promise<Login> {
    const mobile = this.mobileOf(request.countryCode, request.mobile);
    // The code first: an unknown number never gets a login code, so it fails like a wrong one.
    await this.deps.codes.consume({
      countryCode: request.countryCode,
      mobile,
      scene: 'login',
      code: request.code,
    });
    const user = await this.repository.findUserByMobile(request.countryCode, mobile);
    if (!user) throw new AppError('account.notRegistered');
    // A code proves the phone: clear the password-failure pause for this account.
    await this.passwords.clear({ ...user, clientAddress: request.clientAddress });
    return this.startSession(user, request);
  }

  async loginWithPassword(
    request: { countryCode: number; account: string; password: string } & ClientMeta,
  ): Promise<Login> {
    const mobile = normalizeMobile(request.countryCode, request.account) ?? request.account;
    const user = await this.repository.findUserByMobile(request.countryCode, mobile);
    const valid = await this.passwords.check({
      countryCode: request.countryCode,
      mobile,
      clientAddress: request.clientAddress,
      storedHash: user?.passwordHash ?? null,
      password: request.password,
      purpose: 'login',
    });
    if (!user || !valid) throw new AppError('account.wrongPassword');
    return this.startSession(user, request);
  }

  /**
   * Whether a signed-in member typed their login password (to change it, or the payment
   * password), counted with the password logins of the account.
   */
  async confirmLoginPassword(user: UserRow, password: string, clientAddress: string) {
    return this.passwords.check({
      countryCode: user.countryCode,
      mobile: user.mobile,
      clientAddress,
      storedHash: user.passwordHash,
      password,
      purpose: 'confirm',
    });
  }

  /** A session for a user already proven by other means (a confirmed QR login). */
  async loginAs(userId: number, meta: ClientMeta): Promise<Login> {
    const user = await this.repository.findUserById(userId);
    if (!user) throw new AppError('qr.expired');
    return this.startSession(user, meta);
  }

  async userInfo(userId: number, sessionId: number): Promise<UserInfo> {
    const user = await this.repository.findUserById(userId);
    if (!user) throw new AppError('session.expired', { httpStatus: 401, code: 700 });
    return this.toUserInfo(user, sessionId);
  }

  /** User info as the session `sessionId` sees it (its chat userSig is bound to that session). */
  async toUserInfo(user: UserRow, sessionId: number): Promise<UserInfo> {
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
        sessionId,
      ),
    };
  }

  private async startSession(user: UserRow, meta: ClientMeta): Promise<Login> {
    const { token, expiresAt, sessionId } = await this.deps.sessions.create(user.id, meta);
    return { token, expiresAt, user: await this.toUserInfo(user, sessionId) };
  }

  private async insertUserWithFreshInviteCode(
    values: Omit<Parameters<AccountsRepository['insertUser']>[0], 'inviteCode'>,
  ): Promise<UserRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const inserted = await this.repository.insertUser({
        ...values,
        inviteCode: newInviteCode(),
      });
      if (inserted) return inserted;
      // Either the mobile number was registered a moment ago or the invite code collided.
      if (await this.repository.findUserByMobile(values.countryCode, values.mobile)) {
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
}

/** 8 characters from an alphabet without look-alikes (no 0/O, 1/I). */
function newInviteCode(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
