import { LIMITS, type SignInList } from '@tifo/contract';
import { AppError } from '../../platform/http/app-error';
import { member, platform } from '../money/ledger/ledger-accounts';
import type { LedgerService } from '../money/ledger/ledger.service';
import type { RewardRulesService } from '../rewards/reward-rules';
import { dailyGoldLeft } from './daily-gold-cap';
import type { SignInRepository, SignInRow } from './sign-in.repository';

const DAY_MS = 86_400_000;

/** The China-time calendar day (UTC+8) of an instant, as YYYY-MM-DD. */
export function chinaDay(at: number): string {
  return new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Where the strip stands today: which day a sign-in counts as, which days show as signed, and
 * whether today is done. Consecutive days walk the strip; a missed day starts it again.
 */
export function stripState(latest: SignInRow | null, now: number) {
  const today = chinaDay(now);
  const yesterday = chinaDay(now - DAY_MS);
  if (latest?.day === today) {
    return {
      signedToday: true,
      day: latest.stripDay,
      signedDays: latest.stripDay,
      streak: latest.streak,
    };
  }
  if (latest?.day === yesterday && latest.stripDay < LIMITS.signInStripDays) {
    return {
      signedToday: false,
      day: latest.stripDay + 1,
      signedDays: latest.stripDay,
      streak: latest.streak,
    };
  }
  const streak = latest?.day === yesterday ? latest.streak : 0;
  return { signedToday: false, day: 1, signedDays: 0, streak };
}

export interface SignInServiceDeps {
  ledger: LedgerService;
  /** The strip's gold per day comes from the reward rules in force. */
  rules: Pick<RewardRulesService, 'current'>;
  now?: () => number;
}

/** Daily sign-in (spec §2, §4): once per China-time day, gold coins through the ledger. */
export class SignInService {
  constructor(
    private readonly repository: SignInRepository,
    private readonly deps: SignInServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  async list(userId: number): Promise<SignInList> {
    const state = stripState(await this.repository.latest(userId), this.now());
    const rewards = this.deps.rules.current().sign_in;
    const weekTotal = rewards.reduce((sum, reward) => sum + reward, 0);
    return {
      is_sign: state.signedToday ? 1 : 0,
      streak: state.streak,
      today: [],
      list: rewards.map((reward, index) => {
        const num = index + 1;
        return {
          id: num,
          num,
          lz_num: reward,
          total_num: num === LIMITS.signInStripDays ? weekTotal : null,
          is_sign: num <= state.signedDays ? 1 : 0,
          is_today: num === state.day,
        };
      }),
    };
  }

  async sign(userId: number, shownDay: number | undefined) {
    const now = this.now();
    const result = await this.deps.ledger.transaction(async (tx) => {
      const state = stripState(await this.repository.latest(userId, tx), now);
      if (state.signedToday) return null;
      if (shownDay !== undefined && shownDay !== state.day) {
        throw new AppError('signIn.stripMoved');
      }
      const goldLeft = await dailyGoldLeft(tx, userId, chinaDay(now));
      const reward = Math.min(this.deps.rules.current().sign_in[state.day - 1] ?? 0, goldLeft);
      const id = await this.repository.insert(tx, {
        userId,
        day: chinaDay(now),
        stripDay: state.day,
        streak: state.streak + 1,
        reward,
      });
      // Another request signed in first (same day, same key): nothing more to do.
      if (id === null) return null;
      // A day of the strip may give nothing (its rule, or the daily cap): no ledger entry then.
      if (reward > 0) {
        await this.deps.ledger.post(tx, {
          reason: 'task',
          causeId: id,
          idempotencyKey: `sign-in:${userId}:${chinaDay(now)}`,
          movements: [{ from: platform('goldIssued'), to: member(userId, 'gold'), amount: reward }],
        });
      }
      return { reward, day: state.day };
    });
    if (!result) throw new AppError('signIn.already', { httpStatus: 409 });
    const wallet = await this.deps.ledger.wallet(userId);
    return { ...result, gold_coins: wallet.gold_coins };
  }
}
