import { memberScopedKey } from '../../shared/session/member-scope';

/** Query keys of the exchange mall; under `memberScopedKey`, so login and logout drop them. */
export const mallKeys = {
  all: [...memberScopedKey, 'mall'] as const,
  /** Stock changes with every exchange (anyone's): reloaded after each one made here. */
  goods: () => [...mallKeys.all, 'goods'] as const,
  records: () => [...mallKeys.all, 'records'] as const,
};
