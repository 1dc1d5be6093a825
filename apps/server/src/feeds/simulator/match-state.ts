import type { BasketballState, FootballState, MatchEvent } from '../fixtures/feed-model';
import { basketballClockAt, type BasketballScript } from './basketball-script';
import { footballClockAt, type FootballScript } from './football-script';

export type MatchScript = FootballScript | BasketballScript;

/** Number of events with `at <= time` (events are in time order). */
export function countEventsUntil(events: readonly MatchEvent[], time: number): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((events[middle]?.at ?? Number.POSITIVE_INFINITY) <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Events in (from, to]: what a feed loop polling at `from` then `to` has not pushed yet. */
export function scriptEventsBetween(script: MatchScript, from: number, to: number): MatchEvent[] {
  return script.events.slice(
    countEventsUntil(script.events, from),
    countEventsUntil(script.events, to),
  );
}

export function footballStateAt(script: FootballScript, time: number): FootballState {
  const events = script.events.slice(0, countEventsUntil(script.events, time));
  const state: FootballState = {
    sport: 'football',
    matchId: script.matchId,
    status: 'not_started',
    period: 0,
    clock: null,
    score: { home: 0, away: 0 },
    halfTime: null,
    penalties: null,
    finishedAs: null,
    cards: { home: { yellow: 0, red: 0 }, away: { yellow: 0, red: 0 } },
    corners: { home: 0, away: 0 },
    events,
  };
  for (const event of events) {
    switch (event.type) {
      case 'status':
        state.status = event.status;
        state.period = event.period;
        if (event.status === 'half_time') state.halfTime = { ...state.score };
        if (event.status === 'finished') state.finishedAs = script.finishedAs;
        break;
      case 'goal':
        state.score = { ...event.score };
        break;
      case 'card':
        state.cards[event.side][event.card] += 1;
        break;
      case 'corner':
        state.corners[event.side] += 1;
        break;
      case 'shootout_kick':
        state.penalties = { ...event.penalties };
        break;
      case 'substitution':
        break;
    }
  }
  state.clock = footballClockAt(script.phases, time);
  return state;
}

export function basketballStateAt(script: BasketballScript, time: number): BasketballState {
  const events = script.events.slice(0, countEventsUntil(script.events, time));
  const state: BasketballState = {
    sport: 'basketball',
    matchId: script.matchId,
    status: 'not_started',
    period: 0,
    clock: null,
    score: { home: 0, away: 0 },
    periods: [],
    events,
  };
  for (const event of events) {
    if (event.type === 'status') {
      state.status = event.status;
      state.period = event.period;
      if (event.status !== 'finished' && !state.periods[event.period - 1]) {
        state.periods[event.period - 1] = { home: 0, away: 0 };
      }
    } else {
      state.score = { ...event.score };
      const period = state.periods[event.clock.period - 1];
      if (period) period[event.side] += event.points;
    }
  }
  state.clock = basketballClockAt(script.phases, time);
  return state;
}
