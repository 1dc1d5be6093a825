import { AppError } from '../../platform/http/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords/password-hasher';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How many login-password checks are allowed (password login, changing the password, setting
 * the payment password: one count for all). Attempts are counted before the password is
 * verified; a right password gives its attempt back.
 *
 * No address can lock an account for others: an address that keeps failing pauses only itself
 * (`perAccountAndAddress`), and the owner elsewhere logs in as usual until the account's daily
 * ceiling, which takes many addresses to reach and which a code login clears.
 */
export const LOGIN_THROTTLE = {
  perAccountAndAddress: [
    { limit: 5, windowMs: 15 * MINUTE },
    { limit: 10, windowMs: DAY },
  ],
  /** Guessing across many accounts from one address. */
  perAddress: [{ limit: 20, windowMs: 15 * MINUTE }],
  /** The ceiling on guesses at one account, from every address together. */
  perAccount: [{ limit: 50, windowMs: DAY }],
  /** Checks of one account verified at the same time (slots; the window frees a lost one). */
  inFlightPerAccount: { limit: 2, windowMs: 30_000 },
} as const satisfies Record<string, RateLimitRule | readonly RateLimitRule[]>;

export interface PasswordAttempt {
  countryCode: number;
  /** The account as normalised (or as typed, when it is no mobile number of ours). */
  mobile: string;
  clientAddress: string;
  /** The account's stored hash; null when there is no such account (verified against a dummy). */
  storedHash: string | null;
  password: string;
  /** Logging in (the message offers a code login) or confirming a signed-in member. */
  purpose: 'login' | 'confirm';
}

/** The one way to check a login password: counted first, few at once per account. */
export class LoginPasswordThrottle {
  constructor(private readonly rateLimiter: RateLimiter) {}

  /** True when the password is right; throws 429 when the attempt may not be evaluated. */
  async check(attempt: PasswordAttempt): Promise<boolean> {
    const keys = keysOf(attempt);
    const lockedKey =
      attempt.purpose === 'login' ? 'account.loginLocked' : 'account.passwordLocked';
    // In this order, so attempts refused for one address never count towards the account.
    const counted: [string, RateLimitRule][] = [];
    for (const [key, rules] of [
      [keys.pair, LOGIN_THROTTLE.perAccountAndAddress],
      [keys.address, LOGIN_THROTTLE.perAddress],
      [keys.account, LOGIN_THROTTLE.perAccount],
    ] as const) {
      for (const rule of rules) {
        const result = await this.rateLimiter.hit(key, rule);
        if (!result.allowed) {
          throw new AppError(lockedKey, {
            httpStatus: 429,
            params: { minutes: Math.max(1, Math.ceil(result.retryAfterMs / MINUTE)) },
          });
        }
        counted.push([key, rule]);
      }
    }
    const slots = LOGIN_THROTTLE.inFlightPerAccount;
    if (!(await this.rateLimiter.hit(keys.inFlight, slots)).allowed) {
      // Still counted as an attempt: a burst spends its budget whether or not it got a slot.
      await this.rateLimiter.forgive(keys.inFlight, slots);
      throw new AppError('account.passwordBusy', { httpStatus: 429 });
    }
    let valid: boolean;
    try {
      valid = attempt.storedHash
        ? await verifyPassword(attempt.storedHash, attempt.password)
        : await verifyAgainstDummy(attempt.password);
    } finally {
      await this.rateLimiter.forgive(keys.inFlight, slots);
    }
    if (valid) {
      await this.rateLimiter.reset(keys.pair, LOGIN_THROTTLE.perAccountAndAddress);
      await this.forgive(counted.filter(([key]) => key !== keys.pair));
    }
    return valid;
  }

  /** A code proved the phone: the account's failures, and those of this address, are forgotten. */
  async clear(account: { countryCode: number; mobile: string; clientAddress: string }) {
    const keys = keysOf(account);
    await this.rateLimiter.reset(keys.account, LOGIN_THROTTLE.perAccount);
    await this.rateLimiter.reset(keys.pair, LOGIN_THROTTLE.perAccountAndAddress);
  }

  private async forgive(hits: readonly (readonly [string, RateLimitRule])[]): Promise<void> {
    for (const [key, rule] of hits) await this.rateLimiter.forgive(key, rule);
  }
}

function keysOf(account: { countryCode: number; mobile: string; clientAddress: string }) {
  const id = `${account.countryCode}:${account.mobile}`;
  return {
    pair: `login-fail:pair:${id}:${account.clientAddress}`,
    address: `login-fail:address:${account.clientAddress}`,
    account: `login-fail:account:${id}`,
    inFlight: `login-busy:account:${id}`,
  };
}
