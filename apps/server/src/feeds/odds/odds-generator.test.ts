import { describe, expect, it } from 'vitest';
import type { FootballState } from '../fixtures/feed-model';
import { basketballOdds, BOOKMAKERS, footballOdds, teamRatings } from './odds-generator';

const liveState = (
  minute: number,
  home: number,
  away: number,
): Pick<FootballState, 'status' | 'clock' | 'score' | 'cards'> => ({
  status: minute <= 45 ? 'first_half' : 'second_half',
  clock: { minute, stoppage: 0 },
  score: { home, away },
  cards: { home: { yellow: 0, red: 0 }, away: { yellow: 0, red: 0 } },
});

const implied = (odds: { home: number; draw: number; away: number }) =>
  1 / odds.home + 1 / odds.draw + 1 / odds.away;

describe('football odds', () => {
  it('are deterministic per seed, match and bookmaker, and differ between bookmakers', () => {
    const input = { matchId: 'm1', seed: 1, ratings: { home: 1, away: -0.5 } } as const;
    expect(footballOdds({ ...input, bookmakerId: 1 })).toEqual(
      footballOdds({ ...input, bookmakerId: 1 }),
    );
    expect(footballOdds({ ...input, bookmakerId: 1 })).not.toEqual(
      footballOdds({ ...input, bookmakerId: 2 }),
    );
    expect(BOOKMAKERS.map((book) => book.id)).toEqual([1, 2, 3, 4]);
  });

  it('price a favourite shorter and carry a bookmaker margin', () => {
    const odds = footballOdds({
      matchId: 'm',
      seed: 1,
      bookmakerId: 3,
      ratings: { home: 1.2, away: -0.8 },
    });
    expect(odds.europe.home).toBeLessThan(odds.europe.away);
    expect(odds.asian.line).toBeLessThan(0);
    expect(implied(odds.europe)).toBeGreaterThan(1);
    expect(implied(odds.europe)).toBeLessThan(1.15);
    expect(odds.overUnder.line).toBeGreaterThanOrEqual(2);
  });

  it('drift while live and react to a goal', () => {
    const base = { matchId: 'm', seed: 4, bookmakerId: 1, ratings: { home: 0, away: 0 } } as const;
    const opening = footballOdds(base);
    const level = footballOdds({ ...base, state: liveState(60, 0, 0) });
    const later = footballOdds({ ...base, state: liveState(70, 0, 0) });
    const goal = footballOdds({ ...base, state: liveState(70, 1, 0) });
    expect(level).not.toEqual(opening);
    expect(later).not.toEqual(level);
    expect(goal.europe.home).toBeLessThan(later.europe.home / 1.5);
    expect(goal.overUnder.line).toBeGreaterThan(later.overUnder.line);
    const late = footballOdds({ ...base, state: liveState(89, 2, 0) });
    expect(late.europe.home).toBeLessThan(1.05);
  });
});

describe('basketball odds', () => {
  it('give spread, total and moneyline that follow the score', () => {
    const base = { matchId: 'g', seed: 1, bookmakerId: 2, ratings: { home: 6, away: -2 } } as const;
    const opening = basketballOdds(base);
    expect(basketballOdds(base)).toEqual(opening);
    expect(opening.spread.line).toBeLessThan(0);
    expect(opening.moneyline.home).toBeLessThan(opening.moneyline.away);
    expect(opening.total.line).toBeGreaterThan(200);
    const trailing = basketballOdds({
      ...base,
      state: {
        status: 'q4',
        period: 4,
        clock: { period: 4, secondsLeft: 120 },
        score: { home: 90, away: 104 },
      },
    });
    expect(trailing.moneyline.home).toBeGreaterThan(trailing.moneyline.away);
    expect(trailing.total.line).toBeGreaterThan(194);
    expect(trailing.total.line).toBeLessThan(205);
  });
});

describe('teamRatings', () => {
  it('averages each team’s margin', () => {
    const ratings = teamRatings([
      {
        matchId: '1',
        competitionId: 'c',
        group: null,
        homeTeamId: 'a',
        awayTeamId: 'b',
        kickoff: 1,
        score: { home: 3, away: 1 },
      },
      {
        matchId: '2',
        competitionId: 'c',
        group: null,
        homeTeamId: 'b',
        awayTeamId: 'a',
        kickoff: 2,
        score: { home: 0, away: 0 },
      },
    ]);
    expect(ratings.get('a')).toBe(1);
    expect(ratings.get('b')).toBe(-1);
  });
});
