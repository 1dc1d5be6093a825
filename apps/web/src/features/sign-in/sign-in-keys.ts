import { memberScopedKey } from '../../shared/session/member-scope';

/** Query and mutation keys of the daily sign-in; under `memberScopedKey`, so login and logout drop them. */
export const signInKeys = {
  all: [...memberScopedKey, 'signIn'] as const,
  list: () => [...signInKeys.all, 'list'] as const,
  /** The sign-in mutation: the panel and the dialog both see one running. */
  sign: () => [...signInKeys.all, 'sign'] as const,
};
