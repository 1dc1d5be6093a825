import {
  EXPERT_LIMITS,
  type AnalysisMarket,
  type AnalysisPick,
  type MatchSummary,
} from '@tifo/contract';
import { picksOf } from '../format';

export interface PublishDraft {
  matchId: string;
  market: AnalysisMarket;
  pick: AnalysisPick | '';
  confidence: number;
  title: string;
  reasoning: string;
  /** As typed: whole diamonds, 0 for free. */
  price: string;
}

export type PublishProblem =
  | 'match'
  | 'started'
  | 'pick'
  | 'title'
  | 'reasoningShort'
  | 'reasoningLong'
  | 'confidence'
  | 'price';

/** Whole diamonds within the limit, else null. */
export function priceOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const price = Number(trimmed);
  return price <= EXPERT_LIMITS.priceMaxDiamonds ? price : null;
}

/**
 * The rules the server applies, checked before sending: a match that has not kicked off, a
 * pick the market takes (no draw in basketball), a title, reasoning of the allowed length,
 * confidence 1–5 and a price within the limit.
 */
export function checkPublish(
  draft: PublishDraft,
  match: MatchSummary | undefined,
  now: number,
): PublishProblem | null {
  if (!match) return 'match';
  if (match.status !== 'not_started' || Date.parse(match.kickoff) <= now) return 'started';
  if (!draft.pick || !picksOf(draft.market, match.sport).includes(draft.pick)) return 'pick';
  if (!draft.title.trim()) return 'title';
  const reasoning = draft.reasoning.trim().length;
  if (reasoning < EXPERT_LIMITS.reasoningMinLength) return 'reasoningShort';
  if (reasoning > EXPERT_LIMITS.reasoningMaxLength) return 'reasoningLong';
  if (!Number.isInteger(draft.confidence) || draft.confidence < 1 || draft.confidence > 5) {
    return 'confidence';
  }
  if (priceOf(draft.price) === null) return 'price';
  return null;
}
