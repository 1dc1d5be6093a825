import type { DailyTaskKey } from '@tifo/contract';
import { memberScopedKey } from '../../shared/session/member-scope';

/** Query and mutation keys of the daily tasks; under `memberScopedKey`, so login and logout drop them. */
export const taskKeys = {
  all: [...memberScopedKey, 'tasks'] as const,
  daily: () => [...taskKeys.all, 'daily'] as const,
  /** One claim per task: the panel and the task centre both see it running. */
  claim: (key: DailyTaskKey) => [...taskKeys.all, 'claim', key] as const,
};
