import type { MatchSummary } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { cx } from '../../shared/ui/cx';
import { EmptyState } from '../../shared/ui/Surface';
import {
  type FixtureRound,
  isInPlay,
  kickoffTime,
  ListError,
  ListSkeleton,
  localName,
  MatchClock,
  viewerDate,
  useFixturesQuery,
} from '../scores';
import { pageLanguage } from '../../shared/format/locale';

/** The bracket's columns, left to right; the third-place match comes after the final. */
const BRACKET_ROUNDS = [
  'roundOf32',
  'roundOf16',
  'quarterFinal',
  'semiFinal',
  'final',
  'thirdPlace',
] as const;
export type BracketRound = (typeof BRACKET_ROUNDS)[number];

/** Which bracket column a feed round name is ("Round of 32", "Quarter-final", …); null: not one. */
export function bracketRoundOf(name: string): BracketRound | null {
  if (/round of 32/i.test(name)) return 'roundOf32';
  if (/round of 16/i.test(name)) return 'roundOf16';
  if (/quarter/i.test(name)) return 'quarterFinal';
  if (/semi/i.test(name)) return 'semiFinal';
  if (/third/i.test(name)) return 'thirdPlace';
  if (/\bfinal$/i.test(name.trim())) return 'final';
  return null;
}

/** The knockout rounds of a competition's fixtures, in bracket order. */
export function knockoutColumns(
  rounds: readonly FixtureRound[],
): { key: BracketRound; matches: MatchSummary[] }[] {
  const columns = new Map<BracketRound, MatchSummary[]>();
  for (const round of rounds) {
    const key = bracketRoundOf(round.round);
    if (key) columns.set(key, [...(columns.get(key) ?? []), ...round.matches]);
  }
  return BRACKET_ROUNDS.flatMap((key) => {
    const matches = columns.get(key);
    return matches && matches.length > 0 ? [{ key, matches }] : [];
  });
}

const NOT_PLAYED = new Set(['not_started', 'postponed', 'cancelled']);

/** 'home' or 'away' once a finished match has a winner (the shoot-out decides a draw). */
function winnerOf(match: MatchSummary): 'home' | 'away' | null {
  if (match.status !== 'finished') return null;
  const home = match.home.score + (match.penalties?.home ?? 0) / 100;
  const away = match.away.score + (match.penalties?.away ?? 0) / 100;
  return home > away ? 'home' : away > home ? 'away' : null;
}

function BracketMatch({ match }: { match: MatchSummary }) {
  const { t, i18n } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const played = !NOT_PLAYED.has(match.status);
  const winner = winnerOf(match);
  const live = isInPlay(match.status);
  const side = (which: 'home' | 'away') => {
    const team = match[which];
    return (
      <div
        className={cx(
          'flex items-center justify-between gap-2',
          winner === which ? 'font-semibold text-slate-900' : 'text-slate-700',
        )}
      >
        <span data-testid="bracket-team" className="truncate">
          {localName(team, language)}
        </span>
        {played && <span className="tabular-nums">{team.score}</span>}
      </div>
    );
  };
  return (
    <Link
      to={`/score-detail?id=${encodeURIComponent(match.id)}`}
      data-testid="bracket-match"
      className={cx(
        'block rounded-lg bg-white p-2 text-sm ring-1 hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500',
        live ? 'ring-red-300' : 'ring-slate-200',
      )}
    >
      {side('home')}
      {side('away')}
      <div className="mt-1 flex items-center justify-between gap-2 text-xs text-slate-500">
        {match.status === 'not_started' ? (
          <span data-testid="bracket-kickoff" className="tabular-nums">
            {viewerDate(new Date(match.kickoff)).slice(5)} {kickoffTime(match.kickoff)}
          </span>
        ) : (
          <MatchClock match={match} />
        )}
        {match.penalties && (
          <span data-testid="bracket-penalties" className="tabular-nums">
            {t('trophy.penalties', { home: match.penalties.home, away: match.penalties.away })}
          </span>
        )}
      </div>
      {/* Named by what it shows (teams, scores, time), then where it leads. */}
      <span className="sr-only">{t('table.openDetail')}</span>
    </Link>
  );
}

/** Columns per knockout round, each match a card; scrolls sideways on narrow screens. */
export function KnockoutBracket({ rounds }: { rounds: readonly FixtureRound[] }) {
  const { t } = useTranslation('scores');
  const columns = knockoutColumns(rounds);
  if (columns.length === 0) return <EmptyState title={t('trophy.bracketEmpty')} />;
  // Relative: the links' screen-reader text (absolute) stays inside the scrolling box.
  return (
    <div className="relative -mx-4 overflow-x-auto px-4 pb-2" data-testid="bracket">
      <div className="flex min-w-max gap-3">
        {columns.map((column) => (
          <section
            key={column.key}
            data-testid="bracket-round"
            data-round={column.key}
            aria-labelledby={`bracket-${column.key}`}
            className="flex w-52 shrink-0 flex-col"
          >
            <h3
              id={`bracket-${column.key}`}
              className="mb-2 text-center text-sm font-semibold text-slate-700"
            >
              {t(`trophy.rounds.${column.key}`)}
            </h3>
            <div className="flex flex-1 flex-col justify-around gap-2">
              {column.matches.map((match) => (
                <BracketMatch key={match.id} match={match} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** The World Cup's knockout bracket, loaded with `Match/getFixtures`. */
export function WorldCupBracket({ competitionId }: { competitionId: string }) {
  const fixtures = useFixturesQuery(competitionId);
  if (fixtures.isPending) return <ListSkeleton />;
  if (fixtures.isError) return <ListError onRetry={() => void fixtures.refetch()} />;
  return <KnockoutBracket rounds={fixtures.data.rounds} />;
}
