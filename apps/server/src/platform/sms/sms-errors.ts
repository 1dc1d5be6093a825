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

/** What a vendor needs to know to refuse or accept a message, and to log a refusal. */
export interface VendorContext {
  provider: string;
  logger: FastifyBaseLogger;
  failures: Parameters<typeof classify>[1];
}

/**
 * POSTs one request to a vendor and reads its verdict: `readCode` returns `undefined` when the
 * answer means sent, the vendor's error code otherwise. Network failures, timeouts and refusals
 * all become the member's AppError (and a log line for operators).
 */
export async function callVendor(
  context: VendorContext,
  message: SmsMessage,
  request: { url: string; headers: Record<string, string>; body: string },
  readCode: (status: number, answer: unknown) => string | undefined,
): Promise<void> {
  let vendorCode: string | undefined;
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      // Not JSON (a proxy's error page, say): the status code speaks.
    }
    vendorCode = readCode(response.status, answer);
  } catch {
    vendorCode = 'network';
  }
  if (vendorCode === undefined) return;
  throw smsError(context.logger, classify(vendorCode, context.failures), {
    provider: context.provider,
    message,
    vendorCode,
  });
}

/**
 * The template of a message for template vendors (Aliyun, Tencent): the code template, or the
 * notice's when it is set; `undefined` (logged) when the notice has no template.
 */
export function templateOf<T>(
  context: Pick<VendorContext, 'provider' | 'logger'>,
  message: SmsMessage,
  templates: { code: (code: string) => T; notice: T | undefined },
): T | undefined {
  if (message.content.kind === 'code') return templates.code(message.content.code);
  if (templates.notice === undefined) {
    context.logger.info(
      { sms: { provider: context.provider } },
      'sms: no notice template, not sent',
    );
  }
  return templates.notice;
}
