import { LIMITS } from '../constants';

/**
 * Limits of account fields, apart from the schemas (`account.ts`) so that the web app's first
 * load reads them without zod.
 */
export const ACCOUNT_LIMITS = {
  codeLength: 6,
  codeTtlSeconds: 300,
  codeMaxAttempts: 5,
  codeResendSeconds: LIMITS.codeCountdownSeconds,
  nicknameMaxLength: 20,
  signatureMaxLength: 60,
  inviteMaxLength: 16,
} as const;
