import { z } from 'zod';
import type { FootballOdds } from '../../odds/odds-generator';
import { apiFootballEnvelope, apiFootballIds } from './api-football.mapper';
import { apiFootballOddsSchema, bookmakerNames, mapBookmakerOdds } from './odds-mapper';

const HOUR_MS = 3_600_000;
/** The provider refreshes pre-match odds every few hours: reading more often buys nothing. */
export const ODDS_REFRESH_MS = 6 * HOUR_MS;
/** Odds are read for matches kicking off within this window… */
export const ODDS_WINDOW_MS = 24 * HOUR_MS;
/** …and once more in the last hour before kick-off (the lines fans compare before a match). */
export const ODDS_LAST_HOUR_MS = HOUR_MS;
/** A match keeps this many line changes per bookmaker (the opening line always stays). */
const HISTORY_MAX = 50;

const oddsEnvelope = apiFootballEnvelope(z.unknown());

export interface Bookmaker {
  id: number;
  name: string;
  name_zh: string;
  name_vi: string;
}

/**
 * Pre-match odds of the bookmakers an operator chose (API_FOOTBALL_ODDS_BOOKMAKERS: provider
 * ids in the order the site lists them). They become our companies 1, 2, … so a client's
 * default company (1) is the first chosen bookmaker. Each match keeps, per company, the lines
 * as they changed: the first is the opening line, the last the current one.
 */
export class OddsBook {
  private readonly names = new Map<number, string>();
  private readonly lines = new Map<string, Map<number, { at: number; odds: FootballOdds }[]>>();
  private readonly readAt = new Map<string, number>();

  constructor(private readonly providerIds: readonly number[]) {}

  get enabled(): boolean {
    return this.providerIds.length > 0;
  }

  bookmakers(): Bookmaker[] {
    return this.providerIds.map((providerId, index) => ({
      id: index + 1,
      ...bookmakerNames(this.names.get(providerId) ?? `Bookmaker ${providerId}`),
    }));
  }

  /** Whether a match's odds are due: never read, read 6 h ago, or not yet in its last hour. */
  isDue(matchId: string, kickoff: number, now: number): boolean {
    if (!this.enabled || kickoff <= now || kickoff - now > ODDS_WINDOW_MS) return false;
    const last = this.readAt.get(matchId);
    if (last === undefined || now - last >= ODDS_REFRESH_MS) return true;
    return kickoff - now <= ODDS_LAST_HOUR_MS && kickoff - last > ODDS_LAST_HOUR_MS;
  }

  /** Keeps a `/odds?fixture=` answer read at `at`. */
  apply(body: unknown, matchId: string, at: number): void {
    this.readAt.set(matchId, at);
    for (const item of oddsEnvelope.parse(body).response) {
      const entry = apiFootballOddsSchema.parse(item);
      const id = apiFootballIds.match(entry.fixture.id);
      for (const bookmaker of entry.bookmakers) {
        this.names.set(bookmaker.id, bookmaker.name);
        const companyId = this.providerIds.indexOf(bookmaker.id) + 1;
        if (companyId === 0) continue;
        const odds = mapBookmakerOdds(bookmaker.bets, companyId);
        if (odds) this.record(id, companyId, at, odds);
      }
    }
  }

  private record(matchId: string, companyId: number, at: number, odds: FootballOdds): void {
    const byCompany =
      this.lines.get(matchId) ?? new Map<number, { at: number; odds: FootballOdds }[]>();
    this.lines.set(matchId, byCompany);
    const history = byCompany.get(companyId) ?? [];
    const last = history.at(-1);
    if (last && JSON.stringify(last.odds) === JSON.stringify(odds)) return;
    history.push({ at, odds });
    if (history.length > HISTORY_MAX) history.splice(1, 1);
    byCompany.set(companyId, history);
  }

  latest(matchId: string, companyId: number): FootballOdds | null {
    return this.lines.get(matchId)?.get(companyId)?.at(-1)?.odds ?? null;
  }

  history(matchId: string, companyId: number): readonly { at: number; odds: FootballOdds }[] {
    return this.lines.get(matchId)?.get(companyId) ?? [];
  }
}
