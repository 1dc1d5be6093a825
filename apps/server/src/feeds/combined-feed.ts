import type { MatchEvent } from './fixtures/feed-model';
import type { ScheduledMatch, ScoreFeed, ScoreFeedHealth } from './score-feed';

const byKickoff = (a: ScheduledMatch, b: ScheduledMatch) =>
  a.kickoff - b.kickoff || a.id.localeCompare(b.id);

/**
 * Two real providers as one feed: football from one, basketball from the other (their ids
 * never collide: `af-…` and `ab-…`). Lookups ask the feed that knows the id; lists merge.
 * Odds are the football feed's; the clock is the first's.
 */
export function combineScoreFeeds(first: ScoreFeed, second: ScoreFeed): ScoreFeed {
  const feeds = [first, second];
  const owner = (has: (feed: ScoreFeed) => boolean): ScoreFeed | undefined => feeds.find(has);
  const ofMatch = (id: string) => owner((feed) => feed.match(id) !== undefined);
  const ofCompetition = (id: string) => owner((feed) => feed.competition(id) !== undefined);
  return {
    provider: `${first.provider}+${second.provider}`,
    now: () => first.now(),
    competitions: () => feeds.flatMap((feed) => feed.competitions()),
    competition: (id) => ofCompetition(id)?.competition(id),
    isLive: (id) => feeds.some((feed) => feed.isLive(id)),
    team: (id) => feeds.map((feed) => feed.team(id)).find((team) => team !== undefined),
    teamIds: (id) => ofCompetition(id)?.teamIds(id) ?? [],
    groups: (id) => ofCompetition(id)?.groups(id) ?? new Map<string, readonly string[]>(),
    match: (id) => ofMatch(id)?.match(id),
    matchesBetween: (from, to) =>
      feeds.flatMap((feed) => feed.matchesBetween(from, to)).sort(byKickoff),
    liveAt: (time) => feeds.flatMap((feed) => feed.liveAt(time)).sort(byKickoff),
    stateAt: (id, time) => ofMatch(id)?.stateAt(id, time) ?? null,
    eventsBetween: (from, to): MatchEvent[] =>
      feeds.flatMap((feed) => feed.eventsBetween(from, to)).sort((a, b) => a.at - b.at),
    resultsUntil: (id, time) => ofCompetition(id)?.resultsUntil(id, time) ?? [],
    replayMatches: (id, time) => ofCompetition(id)?.replayMatches(id, time) ?? [],
    roundOf: (id) => ofMatch(id)?.roundOf(id) ?? null,
    providerStandings: (id) => ofCompetition(id)?.providerStandings?.(id) ?? null,
    noteInterest: (id) => ofMatch(id)?.noteInterest?.(id),
    refresh: async () => {
      await Promise.all(feeds.map((feed) => feed.refresh?.() ?? Promise.resolve()));
    },
    health: (): ScoreFeedHealth[] => [...(first.health?.() ?? []), ...(second.health?.() ?? [])],
    oddsHistory: (id, company) => first.oddsHistory?.(id, company) ?? [],
    bookmakers: () => first.bookmakers(),
    odds: (id, company, state) => (first.match(id) ? first.odds(id, company, state) : null),
  };
}
