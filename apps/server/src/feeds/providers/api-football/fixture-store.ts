import {
  isInPlay,
  type Competition,
  type FootballEvent,
  type FootballState,
  type Team,
} from '../../fixtures/feed-model';
import type { ScheduledMatch } from '../../simulator/feed-simulator';
import type { ProviderTable } from '../../standings/standings';
import { leagueDisplayName, mapApiFootballEvents, type MappedFixture } from './api-football.mapper';

/** `eventsBetween` looks back this far at most (a long-running server's timeline stays small). */
const TIMELINE_KEEP_MS = 2 * 86_400_000;

/** What `/leagues` says of a league-season. */
export interface LeagueInfo {
  kind: Competition['kind'];
  name: string;
  country: string | null;
  /** Whether the provider keeps standings for this season. */
  hasStandings: boolean;
}

/** What identifies an event across polls (the API gives events no id). */
function eventKey(event: FootballEvent): string {
  const clock = 'clock' in event ? `${event.clock.minute}+${event.clock.stoppage}` : '';
  const side = 'side' in event ? event.side : '';
  const detail =
    event.type === 'goal'
      ? `${event.kind}|${event.player ?? ''}`
      : event.type === 'card'
        ? `${event.card}|${event.player ?? ''}`
        : event.type === 'substitution'
          ? `${event.playerOut ?? ''}|${event.playerIn ?? ''}`
          : event.type === 'shootout_kick'
            ? String(event.scored)
            : '';
  return `${event.type}|${side}|${clock}|${detail}`;
}

interface EventLog {
  /** Event key (with its occurrence number) → the event as first seen. */
  seen: Map<string, FootballEvent>;
  sequence: number;
}

export const scheduledOf = (fixture: MappedFixture): ScheduledMatch => {
  const { match } = fixture;
  return {
    id: match.id,
    sourceMatchId: match.id,
    cycle: 0,
    sport: 'football',
    competitionId: match.competitionId,
    round: match.round,
    group: match.group,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    venue: match.venue,
    kickoff: match.kickoff,
    sourceStatus: match.sourceStatus,
    resultKind: match.result ? 'real' : null,
  };
};

export const byKickoff = (a: ScheduledMatch, b: ScheduledMatch) =>
  a.kickoff - b.kickoff || a.id.localeCompare(b.id);

/**
 * Everything the API-Football feed has read, as of its latest answers. Reads never call the
 * API. A fixture keeps its last known score when an answer in play has none, its events
 * until the next answer that carries events, and each event the instant a poll first saw it.
 */
export class FixtureStore {
  readonly competitions = new Map<string, Competition>();
  readonly teams = new Map<string, Team>();
  readonly fixtures = new Map<string, MappedFixture>();
  readonly states = new Map<string, FootballState>();
  readonly standingTeams = new Map<string, Set<string>>();
  readonly groups = new Map<string, Map<string, string[]>>();
  readonly tables = new Map<string, ProviderTable[]>();
  readonly leagueInfo = new Map<string, LeagueInfo>();
  private readonly eventLogs = new Map<string, EventLog>();
  /** Every event first seen by a poll, in `at` order. */
  private timeline: FootballEvent[] = [];

  /** Keeps an answer's fixture; returns whether it finished with this answer. */
  keep(fixture: MappedFixture): { finishedNow: boolean } {
    const id = fixture.match.id;
    const previousFixture = this.fixtures.get(id);
    const previous = this.states.get(id);
    this.competitions.set(fixture.competition.id, this.withInfo(fixture.competition));
    this.teams.set(fixture.home.id, fixture.home);
    this.teams.set(fixture.away.id, fixture.away);
    // A score the API left out (null in play) is not a return to 0-0: keep the last known one.
    const score =
      !fixture.scoreKnown && previous && fixture.state.status !== 'not_started'
        ? previous.score
        : fixture.state.score;
    const kept: MappedFixture = {
      ...fixture,
      scoreKnown: fixture.scoreKnown || (previousFixture?.scoreKnown ?? false),
      state: { ...fixture.state, score },
    };
    this.fixtures.set(id, kept);
    this.states.set(id, {
      ...kept.state,
      cards: previous?.cards ?? kept.state.cards,
      events: previous?.events ?? [],
    });
    return {
      finishedNow:
        kept.state.status === 'finished' &&
        previous !== undefined &&
        previous.status !== 'finished',
    };
  }

  /** A competition named and typed as `/leagues` says, once it has said. */
  private withInfo(competition: Competition): Competition {
    const info = this.leagueInfo.get(competition.id);
    if (!info) return competition;
    // A league we name ourselves (zh differs from the English name) keeps its names.
    if (competition.name_zh !== competition.name) return { ...competition, kind: info.kind };
    const name = leagueDisplayName(info.name, info.country);
    return { ...competition, kind: info.kind, name, name_zh: name, name_vi: name };
  }

  setLeagueInfo(competitionId: string, info: LeagueInfo): void {
    this.leagueInfo.set(competitionId, info);
    const competition = this.competitions.get(competitionId);
    if (competition) this.competitions.set(competitionId, this.withInfo(competition));
  }

  setTables(competitionId: string, tables: ProviderTable[], teams: readonly Team[]): void {
    for (const team of teams) if (!this.teams.has(team.id)) this.teams.set(team.id, team);
    const ids = new Set<string>();
    const byGroup = new Map<string, string[]>();
    for (const table of tables) {
      for (const row of table.rows) {
        ids.add(row.teamId);
        if (tables.length > 1 && table.group) {
          byGroup.set(table.group, [...(byGroup.get(table.group) ?? []), row.teamId]);
        }
      }
    }
    this.tables.set(competitionId, tables);
    this.standingTeams.set(competitionId, ids);
    this.groups.set(competitionId, byGroup);
  }

  /**
   * A fixture's events from an answer: each new one is dated by the poll that first saw it,
   * except for a fixture the feed had never seen in play (a server started mid-match, or a
   * finished match read afterwards), whose events keep the instant their minute suggests, so
   * old goals are not alerted again.
   */
  recordEvents(
    fixtureId: string,
    items: readonly unknown[],
    pollTime: number,
    backfill: boolean,
  ): void {
    const fixture = this.fixtures.get(fixtureId);
    if (!fixture) return;
    const { events, state } = mapApiFootballEvents(fixture, items);
    const log: EventLog = this.eventLogs.get(fixtureId) ?? { seen: new Map(), sequence: 0 };
    this.eventLogs.set(fixtureId, log);
    const occurrences = new Map<string, number>();
    const current: FootballEvent[] = [];
    const fresh: FootballEvent[] = [];
    for (const event of events) {
      const base = eventKey(event);
      const n = (occurrences.get(base) ?? 0) + 1;
      occurrences.set(base, n);
      const key = `${base}#${n}`;
      let kept = log.seen.get(key);
      if (!kept) {
        log.sequence += 1;
        kept = {
          ...event,
          id: `${fixtureId}:${log.sequence}`,
          at: backfill ? Math.min(event.at, pollTime) : pollTime,
        };
        log.seen.set(key, kept);
        fresh.push(kept);
      }
      current.push(kept);
    }
    if (fresh.length > 0) {
      // The push loop asks for the last seconds; a match's page reads its state's events.
      const kept = this.timeline.filter((event) => event.at > pollTime - TIMELINE_KEEP_MS);
      this.timeline = [...kept, ...fresh].sort((a, b) => a.at - b.at);
    }
    const latest = this.states.get(fixtureId) ?? fixture.state;
    this.states.set(fixtureId, { ...latest, cards: state.cards, events: current });
  }

  hasEvents(fixtureId: string): boolean {
    return this.eventLogs.has(fixtureId);
  }

  eventsBetween(from: number, to: number): FootballEvent[] {
    return this.timeline.filter((event) => event.at > from && event.at <= to);
  }

  inPlay(): MappedFixture[] {
    return [...this.fixtures.values()].filter((fixture) =>
      isInPlay(this.states.get(fixture.match.id)?.status ?? 'not_started'),
    );
  }

  matchesOf(competitionId: string): ScheduledMatch[] {
    return [...this.fixtures.values()]
      .filter((fixture) => fixture.match.competitionId === competitionId)
      .map(scheduledOf)
      .sort(byKickoff);
  }
}
