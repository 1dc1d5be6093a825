import type { CallData, DailyTaskKey, engagementRoutes, Wallet } from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { signInKeys, storeGoldBalance } from '../sign-in';
import { walletKeys } from '../../shared/wallet/wallet-keys';
import { taskKeys } from './task-keys';

export type DailyTasks = CallData<typeof engagementRoutes.dailyTasks>;
export type ClaimResult = CallData<typeof engagementRoutes.claimTask>;

/** The list as it stands once `key` is claimed: shown at once, until the reload confirms it. */
export function markTaskClaimed(tasks: DailyTasks, key: DailyTaskKey): DailyTasks {
  return {
    daily: tasks.daily.map((task) =>
      task.key === key ? { ...task, is_complete: 1, is_claimed: 1 } : task,
    ),
  };
}

/** A claim went through: the task lists, the wallet and the stored balance follow the answer. */
export function applyClaim(queryClient: QueryClient, key: DailyTaskKey, result: ClaimResult): void {
  queryClient.setQueryData<DailyTasks>(taskKeys.daily(), (tasks) =>
    tasks ? markTaskClaimed(tasks, key) : tasks,
  );
  void queryClient.invalidateQueries({ queryKey: taskKeys.daily() });
  // The sign-in list carries today's tasks too.
  void queryClient.invalidateQueries({ queryKey: signInKeys.list() });
  queryClient.setQueryData<Wallet>(walletKeys.wallet(), (wallet) =>
    wallet ? { ...wallet, gold_coins: result.gold_coins } : wallet,
  );
  // The reward is a ledger posting: the statements gain a line.
  void queryClient.invalidateQueries({ queryKey: walletKeys.lists() });
  storeGoldBalance(result.gold_coins);
}
