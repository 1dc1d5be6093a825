import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_LIMITS, type Language } from '@tifo/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import type { SmsMessage, SmsProvider } from '../../platform/sms/sms-provider';
import type { AccountsRepository } from './accounts.repository';

/** `payment`: changing an existing payment password (asked by the member for their own number). */
export type CodeScene = 'register' | 'login' | 'reset' | 'payment';

/**
 * Limits that keep the code endpoint from being used to pump SMS: per number, per client
 * address, and only to the country codes we serve (checked by the contract).
 */
export const CODE_RATE_LIMITS = {
  perNumber: [
    { limit: 1, windowMs: ACCOUNT_LIMITS.codeResendSeconds * 1000 },
    { limit: 5, windowMs: 3600_000 },
    { limit: 10, windowMs: 24 * 3600_000 },
  ],
  perAddress: [
    { limit: 10, windowMs: 3600_000 },
    { limit: 30, windowMs: 24 * 3600_000 },
  ],
} as const satisfies Record<string, readonly RateLimitRule[]>;

const SMS_TEXT: Record<Language, (code: string, minutes: number) => string> = {
  zh: (code, minutes) => `【Tifo】您的验证码是 ${code}，${minutes} 分钟内有效。请勿告诉他人。`,
  en: (code, minutes) =>
    `[Tifo] Your verification code is ${code}. It expires in ${minutes} minutes. Never share it.`,
  vi: (code, minutes) =>
    `[Tifo] Mã xác minh của bạn là ${code}, có hiệu lực trong ${minutes} phút. Không chia sẻ mã này.`,
};

/** Sent instead of a register code to a number that has an account (no code in it). */
const ALREADY_REGISTERED_TEXT: Record<Language, string> = {
  zh: '【Tifo】您已使用此手机号注册过账号，请直接登录；忘记密码可通过“忘记密码”重置。如非本人操作，请忽略。',
  en: '[Tifo] You already have an account with this number. Log in, or reset your password with "Forgot password". If this was not you, ignore this message.',
  vi: '[Tifo] Bạn đã có tài khoản với số điện thoại này. Hãy đăng nhập, hoặc đặt lại mật khẩu bằng "Quên mật khẩu". Nếu không phải bạn, hãy bỏ qua tin nhắn này.',
};

interface CodeRequest {
  countryCode: number;
  mobile: string;
  scene: CodeScene;
  clientAddress: string;
  language: Language;
}

export interface VerificationCodeServiceDeps {
  db: Database;
  sms: SmsProvider;
  rateLimiter: RateLimiter;
  /** HMAC key for stored codes. */
  key: Buffer;
  now?: () => number;
}

export class VerificationCodeService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly deps: VerificationCodeServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Counts a code request against the per-number and per-address limits; 429 beyond them. */
  async countRequest(request: CodeRequest): Promise<void> {
    for (const [key, rules] of this.limitKeys(request)) {
      for (const rule of rules) {
        const result = await this.deps.rateLimiter.hit(key, rule);
        if (!result.allowed) {
          throw new AppError('account.codeRateLimited', {
            httpStatus: 429,
            params: { seconds: Math.ceil(result.retryAfterMs / 1000) },
          });
        }
      }
    }
  }

  /** Stores a new code (hashed) and sends it; the request has been counted already. */
  async issue(request: CodeRequest): Promise<void> {
    const code = String(randomInt(0, 10 ** ACCOUNT_LIMITS.codeLength)).padStart(
      ACCOUNT_LIMITS.codeLength,
      '0',
    );
    await this.repository.insertCode({
      countryCode: request.countryCode,
      mobile: request.mobile,
      scene: request.scene,
      codeHash: this.hash(request, code),
      expiresAt: new Date(this.now() + ACCOUNT_LIMITS.codeTtlSeconds * 1000),
      createdAt: new Date(this.now()),
    });
    const minutes = ACCOUNT_LIMITS.codeTtlSeconds / 60;
    await this.sendOrGiveBack(request, {
      countryCode: request.countryCode,
      mobile: request.mobile,
      language: request.language,
      content: { kind: 'code', code, minutes },
      text: SMS_TEXT[request.language](code, minutes),
    });
  }

  /** Tells the owner of a registered number that they have an account (instead of a code). */
  async sendAlreadyRegisteredNotice(request: CodeRequest): Promise<void> {
    await this.sendOrGiveBack(request, {
      countryCode: request.countryCode,
      mobile: request.mobile,
      language: request.language,
      content: { kind: 'already-registered' },
      text: ALREADY_REGISTERED_TEXT[request.language],
    });
  }

  /**
   * Sends; when the provider refuses, gives the number's once-a-minute turn back before
   * rethrowing, so the member may ask again at once. The hourly and daily counts keep the
   * failure: a script feeding us numbers the vendor refuses still meets those caps.
   */
  private async sendOrGiveBack(request: CodeRequest, message: SmsMessage): Promise<void> {
    try {
      await this.deps.sms.send(message);
    } catch (error) {
      const [[numberKey, [resendRule]]] = this.limitKeys(request);
      await this.deps.rateLimiter.forgive(numberKey, resendRule);
      throw error;
    }
  }

  private limitKeys(request: CodeRequest) {
    return [
      [`sms:number:${request.countryCode}:${request.mobile}`, CODE_RATE_LIMITS.perNumber],
      [`sms:address:${request.clientAddress}`, CODE_RATE_LIMITS.perAddress],
    ] as const;
  }

  /** What a code request answers, whatever was sent. */
  sendAnswer(): { expires_in: number; resend_in: number } {
    return {
      expires_in: ACCOUNT_LIMITS.codeTtlSeconds,
      resend_in: ACCOUNT_LIMITS.codeResendSeconds,
    };
  }

  /** Counts, issues and sends a code. */
  async send(request: CodeRequest): Promise<{ expires_in: number; resend_in: number }> {
    await this.countRequest(request);
    await this.issue(request);
    return this.sendAnswer();
  }

  /**
   * Consumes the newest code of a number and scene if `code` matches. Each wrong try counts;
   * after five the code is dead. Throws an AppError the user can act on otherwise.
   */
  async consume(request: {
    countryCode: number;
    mobile: string;
    scene: CodeScene;
    code: string;
  }): Promise<void> {
    const expected = this.hash(request, request.code);
    const now = new Date(this.now());
    const outcome = await this.deps.db.transaction(
      async (tx): Promise<'ok' | 'expired' | 'exhausted' | { wrong: number }> => {
        // Locked until the end of the transaction: concurrent checks of one code queue here.
        const code = await this.repository.lockLatestCode(tx, request);
        if (!code || code.consumedAt || code.expiresAt <= now) return 'expired';
        if (code.attempts >= ACCOUNT_LIMITS.codeMaxAttempts) return 'exhausted';
        if (!safeEqual(code.codeHash, expected)) {
          await this.repository.countCodeAttempt(tx, code.id);
          return { wrong: ACCOUNT_LIMITS.codeMaxAttempts - code.attempts - 1 };
        }
        await this.repository.consumeCode(tx, code.id, now);
        return 'ok';
      },
    );
    if (outcome === 'ok') return;
    if (outcome === 'expired') throw new AppError('account.codeExpired');
    if (outcome === 'exhausted' || outcome.wrong <= 0)
      throw new AppError('account.codeTooManyAttempts');
    throw new AppError('account.codeWrong', { params: { left: outcome.wrong } });
  }

  private hash(
    request: { countryCode: number; mobile: string; scene: CodeScene },
    code: string,
  ): string {
    return createHmac('sha256', this.deps.key)
      .update(`${request.countryCode}:${request.mobile}:${request.scene}:${code}`)
      .digest('hex');
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
