import type { Language } from '@tifo/contract';
import { teamNamesOf } from '../../feeds/match-view';
import type { ScoreFeed } from '../../feeds/score-feed';

/** "Home vs Away" of a match the feed knows, in the request's language; null if unknown. */
export function matchLabelOf(feed: ScoreFeed, matchId: string, language: Language): string | null {
  const match = feed.match(matchId);
  if (!match) return null;
  const names = [match.homeTeamId, match.awayTeamId].map((id) => {
    const team = teamNamesOf(feed.team(id), id);
    return language === 'zh' ? team.short_name_zh : language === 'vi' ? team.name_vi : team.name;
  });
  return `${names[0]} vs ${names[1]}`;
}
