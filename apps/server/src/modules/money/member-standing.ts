import { MONEY, anchorLevelOf, minorToDiamonds, userLevelOf } from '@tifo/contract';
import type { MemberStanding } from '../accounts/accounts.service';
import type { RewardRulesService } from '../rewards/reward-rules';
import type { LedgerService } from './ledger/ledger.service';
import type { NobleService } from './nobles/noble.service';

/**
 * The money parts of user info (spec §3): balances, gold, level from wealth (on the ladders of
 * the reward rules in force), noble rank.
 */
export function memberStanding(
  ledger: LedgerService,
  nobles: NobleService,
  rules: Pick<RewardRulesService, 'current'>,
) {
  return async (user: {
    id: number;
    wealthExpTenths: number;
    isAnchor: number;
    settledIncomeMinor: number;
  }): Promise<MemberStanding> => {
    const [wallet, nobleTier] = await Promise.all([ledger.wallet(user.id), nobles.tierOf(user.id)]);
    const { levels } = rules.current();
    const level = userLevelOf(user.wealthExpTenths / MONEY.expTenthsPerDiamond, levels.user_step);
    return {
      gold: wallet.gold_coins,
      userlevel: level.level,
      toplevel: level.nextLevel,
      exp_percent: level.percent,
      balances: {
        diamonds: wallet.diamonds,
        gold_coins: wallet.gold_coins,
        withdrawable: wallet.withdrawable,
      },
      noble_tier: nobleTier,
      anchor_progress: user.isAnchor
        ? anchorProgress(user.settledIncomeMinor, levels.anchor_step)
        : null,
    };
  };
}

function anchorProgress(settledIncomeMinor: number, step: number) {
  const income = minorToDiamonds(settledIncomeMinor);
  const progress = anchorLevelOf(income, step);
  return {
    level: progress.level,
    next_level: progress.nextLevel,
    percent: progress.percent,
    income_to_next: progress.expToNext,
    income,
  };
}
