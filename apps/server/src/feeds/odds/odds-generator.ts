import type { BasketballState, FootballState, Score, TeamCount } from '../fixtures/feed-model';
import { createRandom, hashSeed } from '../simulator/seeded-random';
import type { FinishedResult } from '../standings/standings';

/**
 * Index (odds) data for the simulator: a deterministic model, not anyone's real prices. The
 * bookmakers are made up on purpose: showing generated numbers under a real bookmaker's name
 * would misrepresent that bookmaker. Decimal odds throughout.
 */
export const BOOKMAKERS = [
  { id: 1, name: 'Aurora', name_zh: '极光', name_vi: 'Aurora', margin: 0.055, bias: 0.01 },
  { id: 2, name: 'Harbour', name_zh: '海港', name_vi: 'Harbour', margin: 0.065, bias: -0.015 },
  { id: 3, name: 'Summit', name_zh: '峰顶', name_vi: 'Summit', margin: 0.045, bias: 0.02 },
  { id: 4, name: 'Meridian', name_zh: '子午', name_vi: 'Meridian', margin: 0.075, bias: -0.005 },
] as const;
export type BookmakerId = (typeof BOOKMAKERS)[number]['id'];

export interface FootballOdds {
  /** Our company id (a real odds source's bookmakers are numbered 1, 2, … in its order). */
  bookmakerId: number;
  /** 1X2 (欧赔). */
  europe: { home: number; draw: number; away: number };
  /** Asian handicap (亚盘): `line` is the home side's handicap, e.g. -0.75; counts goals from now on. */
  asian: { line: number; home: number; away: number };
  overUnder: { line: number; over: number; under: number };
}

export interface BasketballOdds {
  bookmakerId: number;
  /** Home handicap in points, e.g. -4.5. */
  spread: { line: number; home: number; away: number };
  total: { line: number; over: number; under: number };
  moneyline: { home: number; away: number };
}

/** Pre-match strength: what each side's average margin per game says (0 for unknown teams). */
export interface Ratings {
  home: number;
  away: number;
}

/** Average score margin per game of each team in `results`: a cheap strength rating. */
export function teamRatings(results: readonly FinishedResult[]): Map<string, number> {
  const totals = new Map<string, { margin: number; played: number }>();
  for (const result of results) {
    for (const [teamId, margin] of [
      [result.homeTeamId, result.score.home - result.score.away],
      [result.awayTeamId, result.score.away - result.score.home],
    ] as const) {
      const entry = totals.get(teamId) ?? { margin: 0, played: 0 };
      entry.margin += margin;
      entry.played += 1;
      totals.set(teamId, entry);
    }
  }
  return new Map([...totals].map(([teamId, entry]) => [teamId, entry.margin / entry.played]));
}

function bookmaker(id: BookmakerId): (typeof BOOKMAKERS)[number] {
  return BOOKMAKERS.find((entry) => entry.id === id) ?? BOOKMAKERS[0];
}

const price = (probability: number, margin: number, drift: number): number =>
  Math.min(
    51,
    Math.max(
      1.01,
      Math.round((1 / (Math.max(probability, 0.0001) * (1 + margin))) * (1 + drift) * 100) / 100,
    ),
  );

const quarter = (value: number): number => Math.round(value * 4) / 4;
const half = (value: number): number => Math.floor(value) + 0.5;

function poissonTable(mean: number, size = 12): number[] {
  const table: number[] = [];
  let term = Math.exp(-mean);
  for (let goals = 0; goals < size; goals += 1) {
    table.push(term);
    term = (term * mean) / (goals + 1);
  }
  return table;
}

/** Probability that a settled bet on "X > line" wins, a push counting half (quarter lines split). */
function coverProbability(distribution: Map<number, number>, line: number): number {
  const whole = (target: number): number => {
    let win = 0;
    for (const [value, probability] of distribution) {
      if (value > target) win += probability;
      else if (value === target) win += probability / 2;
    }
    return win;
  };
  return Number.isInteger(line * 2) ? whole(line) : (whole(line - 0.25) + whole(line + 0.25)) / 2;
}

export interface FootballOddsInput {
  matchId: string;
  bookmakerId: BookmakerId;
  seed: number;
  ratings: Ratings;
  /** Live state; without it (or before kick-off) the opening odds. */
  state?: Pick<FootballState, 'status' | 'clock' | 'score' | 'cards'> | null;
}

/** 1X2, Asian handicap and over/under for one bookmaker at one moment. */
export function footballOdds(input: FootballOddsInput): FootballOdds {
  const book = bookmaker(input.bookmakerId);
  const difference = Math.max(-3, Math.min(3, input.ratings.home - input.ratings.away));
  let home = 1.3 * Math.exp(0.3 * difference) + 0.15;
  let away = 1.15 * Math.exp(-0.3 * difference);
  const state = input.state;
  const live = state && state.status !== 'not_started';
  const minute = live
    ? Math.min(90, state.clock ? state.clock.minute : state.status === 'half_time' ? 45 : 90)
    : 0;
  const remaining = Math.max(0.02, (90 - minute) / 90);
  const score: Score = live ? state.score : { home: 0, away: 0 };
  const reds: TeamCount = live
    ? { home: state.cards.home.red, away: state.cards.away.red }
    : { home: 0, away: 0 };
  // A sending-off costs a side about a quarter of its scoring rate and helps the other.
  home *= remaining * 0.75 ** reds.home * 1.15 ** reds.away;
  away *= remaining * 0.75 ** reds.away * 1.15 ** reds.home;

  const homeGoals = poissonTable(home);
  const awayGoals = poissonTable(away);
  const differences = new Map<number, number>();
  const totals = new Map<number, number>();
  let pHome = 0;
  let pDraw = 0;
  let pAway = 0;
  homeGoals.forEach((ph, h) => {
    awayGoals.forEach((pa, a) => {
      const probability = ph * pa;
      differences.set(h - a, (differences.get(h - a) ?? 0) + probability);
      totals.set(h + a, (totals.get(h + a) ?? 0) + probability);
      const final = score.home + h - (score.away + a);
      if (final > 0) pHome += probability;
      else if (final === 0) pDraw += probability;
      else pAway += probability;
    });
  });

  // Prices wobble a little every five minutes while live, the same for everyone with the seed.
  const bucket = live ? Math.floor(minute / 5) + (state.status === 'half_time' ? 100 : 0) : -1;
  const random = createRandom(hashSeed(input.seed, input.matchId, input.bookmakerId, bucket));
  const drift = (): number => book.bias * 0.5 + (random.next() - 0.5) * (live ? 0.04 : 0.02);

  const line = -quarter(home - away);
  const homeCover = coverProbability(differences, -line);
  const totalLine = Math.max(0.5, quarter(home + away + 0.25));
  const over = coverProbability(totals, totalLine);
  return {
    bookmakerId: book.id,
    europe: {
      home: price(pHome, book.margin, drift()),
      draw: price(pDraw, book.margin, drift()),
      away: price(pAway, book.margin, drift()),
    },
    asian: {
      line,
      home: price(homeCover, book.margin, drift()),
      away: price(1 - homeCover, book.margin, drift()),
    },
    overUnder: {
      line: totalLine + score.home + score.away,
      over: price(over, book.margin, drift()),
      under: price(1 - over, book.margin, drift()),
    },
  };
}

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
function normalCdf(value: number): number {
  const x = Math.abs(value) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return value >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface BasketballOddsInput {
  matchId: string;
  bookmakerId: BookmakerId;
  seed: number;
  ratings: Ratings;
  state?: Pick<BasketballState, 'status' | 'period' | 'clock' | 'score'> | null;
}

/** Spread, total and moneyline for one bookmaker at one moment. */
export function basketballOdds(input: BasketballOddsInput): BasketballOdds {
  const book = bookmaker(input.bookmakerId);
  const state = input.state;
  const live = state && state.status !== 'not_started';
  // Share of regulation still to play (overtime counts as the last few percent).
  let remaining = 1;
  if (live) {
    const played =
      Math.min(4, state.period - 1) * 720 +
      (state.clock && state.period <= 4
        ? 720 - state.clock.secondsLeft
        : state.period <= 4
          ? 720
          : 0);
    remaining = Math.max(0.02, 1 - played / 2880);
  }
  const score: Score = live ? state.score : { home: 0, away: 0 };
  const margin = 2.5 + 0.6 * (input.ratings.home - input.ratings.away);
  const pace = 224;
  const expectedMargin = score.home - score.away + margin * remaining;
  const expectedTotal = score.home + score.away + pace * remaining;
  const spreadDeviation = 12.5 * Math.sqrt(remaining);
  const totalDeviation = 18 * Math.sqrt(remaining);

  const bucket = live ? state.period * 100 + Math.floor((state.clock?.secondsLeft ?? 0) / 180) : -1;
  const random = createRandom(hashSeed(input.seed, input.matchId, input.bookmakerId, bucket));
  const drift = (): number => book.bias * 0.5 + (random.next() - 0.5) * (live ? 0.04 : 0.02);

  const spreadLine = -half(expectedMargin + (random.next() - 0.5));
  const homeCovers = 1 - normalCdf((-spreadLine - expectedMargin) / spreadDeviation);
  const totalLine = half(expectedTotal + (random.next() - 0.5));
  const over = 1 - normalCdf((totalLine - expectedTotal) / totalDeviation);
  const homeWins = 1 - normalCdf(-expectedMargin / spreadDeviation);
  return {
    bookmakerId: book.id,
    spread: {
      line: spreadLine,
      home: price(homeCovers, book.margin, drift()),
      away: price(1 - homeCovers, book.margin, drift()),
    },
    total: {
      line: totalLine,
      over: price(over, book.margin, drift()),
      under: price(1 - over, book.margin, drift()),
    },
    moneyline: {
      home: price(homeWins, book.margin, drift()),
      away: price(1 - homeWins, book.margin, drift()),
    },
  };
}
