/**
 * The scores feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { CompetitionFilter } from './CompetitionFilter';
export { DateStrip } from './DateStrip';
export { FormTable, teamNamesOf } from './FormTable';
export { MatchClock } from './MatchClock';
export { MatchTable } from './MatchTable';
export { ListError, ListSkeleton } from './ScoresPage';
export { StandingsTables } from './StandingsTables';
export {
  useCompetitionsQuery,
  useFixturesQuery,
  useMatchListQuery,
  useMatchDetailQuery,
  useMatchListsQueries,
  useStandingsQuery,
  useTeamQuery,
} from './api';
export type { Competition, FixtureRound } from './api';
export { useLiveScores } from './live-updates';
export {
  addDays,
  isInPlay,
  kickoffTime,
  localName,
  viewerDate,
  sortMatches,
  statusTab,
} from './match-format';
export { useMatchTableOptions } from './use-table-options';
