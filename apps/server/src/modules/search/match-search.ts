import type { MatchStatus, MatchSummary } from '@tifo/contract';
import { summaryOf } from '../../feeds/match-view';
import type { ScheduledMatch, ScoreFeed } from '../../feeds/score-feed';
import { foldText } from './fold-text';

const DAY_MS = 86_400_000;
/** Folded names kept (a few windows' worth of matches). */
const FOLDED_NAMES_MAX = 20_000;
const DONE = new Set<MatchStatus>(['finished', 'postponed', 'cancelled']);
/** Matches searched: the last three days' results and the next two weeks' fixtures. */
export const MATCH_SEARCH_WINDOW = { pastDays: 3, futureDays: 14 } as const;

/** Every name a fan may type for a match: both teams and the competition, in three languages. */
function namesOf(feed: ScoreFeed, match: ScheduledMatch): string {
  const names: (string | undefined)[] = [];
  for (const id of [match.homeTeamId, match.awayTeamId]) {
    const team = feed.team(id);
    names.push(team?.name, team?.name_zh ?? undefined, team?.name_vi ?? undefined);
    names.push(team?.short_name, team?.short_name_zh);
  }
  const competition = feed.competition(match.competitionId);
  names.push(competition?.name, competition?.name_zh, competition?.name_vi);
  return foldText(names.filter(Boolean).join('\n'));
}

/**
 * The feed's matches in the window whose names contain the text, ignoring case and accents:
 * in play first, then the soonest to kick off, then the latest results. The feed is in memory
 * (a few thousand matches in the window), so this is a scan; folded names are cached.
 */
export class MatchSearch {
  private readonly folded = new Map<string, string>();

  constructor(private readonly feed: ScoreFeed) {}

  search(text: string, page: { limit: number; offset: number }) {
    const now = this.feed.now();
    const term = foldText(text);
    const found = this.feed
      .matchesBetween(
        now - MATCH_SEARCH_WINDOW.pastDays * DAY_MS,
        now + MATCH_SEARCH_WINDOW.futureDays * DAY_MS,
      )
      .filter((match) => this.namesOf(match).includes(term))
      .map((match) => summaryOf(this.feed, match, now));
    const rank = (summary: MatchSummary) =>
      summary.status === 'not_started' ? 1 : DONE.has(summary.status) ? 2 : 0;
    found.sort((a, b) => {
      const byStatus = rank(a) - rank(b);
      if (byStatus !== 0) return byStatus;
      const order = a.kickoff.localeCompare(b.kickoff);
      return rank(a) === 2 ? -order : order;
    });
    return {
      list: found.slice(page.offset, page.offset + page.limit),
      total: found.length,
    };
  }

  private namesOf(match: ScheduledMatch): string {
    let names = this.folded.get(match.id);
    if (names === undefined) {
      // Each replay of the season brings new match ids: start over rather than grow forever.
      if (this.folded.size >= FOLDED_NAMES_MAX) this.folded.clear();
      names = namesOf(this.feed, match);
      this.folded.set(match.id, names);
    }
    return names;
  }
}
