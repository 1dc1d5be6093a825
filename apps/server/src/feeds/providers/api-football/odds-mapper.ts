import { z } from 'zod';
import type { FootballOdds } from '../../odds/odds-generator';

/**
 * API-Football's `/odds?fixture=` answers (pre-match odds, refreshed by the provider every few
 * hours): per bookmaker, bets by name, each with values such as `{ value: "Home", odd: "1.75" }`.
 * We show three markets: Match Winner (1X2), Asian Handicap and Goals Over/Under.
 */
const valueSchema = z.object({
  value: z.union([z.string(), z.number()]),
  odd: z.union([z.string(), z.number()]),
});
const betSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(valueSchema),
});
export const apiFootballOddsSchema = z.object({
  fixture: z.object({ id: z.number().int() }),
  bookmakers: z.array(
    z.object({ id: z.number().int(), name: z.string(), bets: z.array(betSchema) }),
  ),
});

type Bet = z.infer<typeof betSchema>;

const price = (odd: string | number): number | null => {
  const number = typeof odd === 'number' ? odd : Number.parseFloat(odd);
  return Number.isFinite(number) && number > 1 ? number : null;
};

/** Pairs of one line ("Home -0.75" / "Away -0.75", "Over 2.5" / "Under 2.5") by line. */
function linePairs(
  bet: Bet,
  first: string,
  second: string,
): Map<number, { first: number | null; second: number | null }> {
  const pairs = new Map<number, { first: number | null; second: number | null }>();
  for (const entry of bet.values) {
    const match = /^(\w+)\s+([+-]?\d+(?:\.\d+)?)$/.exec(String(entry.value).trim());
    if (!match) continue;
    const [, side, lineText] = match;
    const line = Number(lineText);
    const pair = pairs.get(line) ?? { first: null, second: null };
    if (side === first) pair.first = price(entry.odd);
    else if (side === second) pair.second = price(entry.odd);
    pairs.set(line, pair);
  }
  return pairs;
}

/** The main line: the one whose two prices are closest (the bookmaker's balanced line). */
function mainLine(
  pairs: Map<number, { first: number | null; second: number | null }>,
): { line: number; first: number; second: number } | null {
  let best: { line: number; first: number; second: number } | null = null;
  for (const [line, pair] of pairs) {
    if (pair.first === null || pair.second === null) continue;
    const candidate = { line, first: pair.first, second: pair.second };
    if (
      !best ||
      Math.abs(candidate.first - candidate.second) < Math.abs(best.first - best.second)
    ) {
      best = candidate;
    }
  }
  return best;
}

/**
 * One bookmaker's three markets, or null when it lacks one of them (a page shows all three or
 * none for a bookmaker). The Asian handicap line is the home side's ("Home -0.75").
 */
export function mapBookmakerOdds(bets: readonly Bet[], companyId: number): FootballOdds | null {
  const byName = (name: string) => bets.find((bet) => bet.name.toLowerCase() === name);
  const winner = byName('match winner');
  const asianBet = byName('asian handicap');
  const goalsBet = byName('goals over/under');
  if (!winner || !asianBet || !goalsBet) return null;
  const pick = (value: string) =>
    price(winner.values.find((entry) => String(entry.value) === value)?.odd ?? '');
  const [home, draw, away] = [pick('Home'), pick('Draw'), pick('Away')];
  const asian = mainLine(linePairs(asianBet, 'Home', 'Away'));
  const goals = mainLine(linePairs(goalsBet, 'Over', 'Under'));
  if (home === null || draw === null || away === null || !asian || !goals) return null;
  return {
    bookmakerId: companyId,
    europe: { home, draw, away },
    asian: { line: asian.line, home: asian.first, away: asian.second },
    overUnder: { line: goals.line, over: goals.first, under: goals.second },
  };
}

/** Chinese names fans know the big bookmakers by (the others keep their own name). */
const BOOKMAKER_NAMES_ZH: Record<string, string> = {
  'william hill': '威廉希尔',
  pinnacle: '平博',
  betfair: '必发',
  unibet: '优胜客',
  '10bet': '十博',
  marathonbet: '马博',
  sbo: '利记',
  bet365: 'Bet365',
  bwin: 'Bwin',
  '1xbet': '1xBet',
};

export function bookmakerNames(name: string): { name: string; name_zh: string; name_vi: string } {
  return { name, name_zh: BOOKMAKER_NAMES_ZH[name.toLowerCase()] ?? name, name_vi: name };
}
