import type { HornStatus } from '@tifo/contract';
import { memberScopedKey } from '../../shared/session/member-scope';

/** A status tab of the member's horn list. */
export type HornFilter = HornStatus | 'all';

/**
 * Query keys of the global horn. The approved horns of the last day are the same for everyone;
 * the member's own horns hang under `memberScopedKey`, so login and logout drop them.
 */
export const hornKeys = {
  recent: () => ['horn', 'recent'] as const,
  mine: () => [...memberScopedKey, 'horn', 'mine'] as const,
  mineBy: (filter: HornFilter) => [...hornKeys.mine(), filter] as const,
};
