import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error';
import { maskedNumber, type SmsMessage } from './sms-provider';

/**
 * Why a vendor refused a message, as far as the member and the operator care: the member is
 * told what to do; the operator reads the vendor's code in the log (never the number or text).
 */
export type SmsFailure = 'throttled' | 'invalid-number' | 'no-credit' | 'auth' | 'unknown';

const ERRORS: Record<SmsFailure, () => AppError> = {
  throttled: () => new AppError('sms.throttled', { httpStatus: 429 }),
  'invalid-number': () => new AppError('sms.numberRejected'),
  // Out of credit and refused keys or templates are the operator's to fix, not the member's.
  'no-credit': () => new AppError('sms.unavailable', { httpStatus: 503 }),
  auth: () => new AppError('sms.unavailable', { httpStatus: 503 }),
  unknown: () => new AppError('sms.sendFailed', { httpStatus: 502 }),
};

/** Logs a vendor's refusal for operators and returns the error the member sees. */
export function smsError(
  logger: FastifyBaseLogger,
  failure: SmsFailure,
  details: { provider: string; message: SmsMessage; vendorCode: string },
): AppError {
  const fields = {
    sms: {
      provider: details.provider,
      to: maskedNumber(details.message),
      failure,
      vendorCode: details.vendorCode,
    },
  };
  if (failure === 'throttled' || failure === 'invalid-number') {
    logger.warn(fields, 'sms: the provider refused a message');
  } else {
    logger.error(fields, 'sms: the provider could not send a message');
  }
  return ERRORS[failure]();
}

/** Classifies a vendor error code with the vendor's own lists (exact codes or `Prefix.` ones). */
export function classify(
  code: string,
  table: Partial<Record<Exclude<SmsFailure, 'unknown'>, readonly string[]>>,
): SmsFailure {
  for (const [failure, codes] of Object.entries(table) as [SmsFailure, readonly string[]][]) {
    if (codes.some((entry) => (entry.endsWith('.') ? code.startsWith(entry) : code === entry))) {
      return failure;
    }
  }
  return 'unknown';
}

/** How long we wait for a vendor before telling the member to try again. */
export const SMS_TIMEOUT_MS = 10_000;

/** Reads a vendor's JSON answer; undefined when it is not JSON (a proxy's error page, say). */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
