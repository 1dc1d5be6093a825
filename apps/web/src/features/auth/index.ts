/**
 * The auth feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { MemberDialog } from './MemberDialog';
export { LoginDialogHost } from './LoginDialogHost';
