/**
 * The sign-in feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { storeGoldBalance } from './sign-in-cache';
export { signInKeys } from './sign-in-keys';
