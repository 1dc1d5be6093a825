import { RED_ENVELOPE } from '@tifo/contract';

/** Every share gets at least one hundredth of a diamond (the server's smallest unit). */
const SHARE_UNITS_PER_DIAMOND = 100;

export type FormProblem = 'total' | 'count' | 'split' | 'message';

export interface RedEnvelopeForm {
  total: string;
  count: string;
  message: string;
}

export interface CheckedForm {
  total: number | null;
  count: number | null;
  message: string;
  problems: ReadonlySet<FormProblem>;
}

function wholeNumberIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/**
 * The send dialog's fields as the server will read them (contract `redEnvelopeRoutes.insert`):
 * whole diamonds and shares within RED_ENVELOPE's limits, enough diamonds for 0.01 a share,
 * and a message no longer than its limit once trimmed.
 */
export function checkRedEnvelopeForm(form: RedEnvelopeForm): CheckedForm {
  const problems = new Set<FormProblem>();
  const total = wholeNumberIn(form.total, RED_ENVELOPE.minDiamonds, RED_ENVELOPE.maxDiamonds);
  const count = wholeNumberIn(form.count, RED_ENVELOPE.minShares, RED_ENVELOPE.maxShares);
  const message = form.message.trim();
  if (total === null) problems.add('total');
  if (count === null) problems.add('count');
  // Always true within today's limits (1 diamond, 100 shares); kept so new limits stay safe.
  if (total !== null && count !== null && total * SHARE_UNITS_PER_DIAMOND < count) {
    problems.add('split');
  }
  // UTF-16 units, as the server's schema counts them.
  if (message.length > RED_ENVELOPE.messageMaxLength) problems.add('message');
  return { total, count, message, problems };
}
