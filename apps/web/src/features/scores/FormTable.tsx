import type { Language } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { cx } from '../../shared/ui/cx';
import type { MatchDetailData } from './api';
import { localName, viewerDate } from './match-format';

/** Names of the teams a detail's form and head to head mention, from its standings and teams. */
export function teamNamesOf(detail: MatchDetailData, language: Language): Map<string, string> {
  const names = new Map<string, string>();
  for (const table of detail.standings.tables) {
    for (const row of table.rows) names.set(row.team.id, localName(row.team, language));
  }
  names.set(detail.match.home.id, localName(detail.match.home, language));
  names.set(detail.match.away.id, localName(detail.match.away, language));
  return names;
}

/**
 * A team's recent results, or the head to head of two teams, with the summary line (won,
 * drawn, lost, win rate, goals): the match centre's form tabs and /foresight's intelligence.
 */
export function FormTable({
  title,
  summary,
  teamNames,
}: {
  title: string;
  summary: MatchDetailData['recent_form']['home'];
  teamNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('scores');
  return (
    <section className="flex-1">
      <h3 className="mb-1 font-semibold">{title}</h3>
      <p className="mb-2 text-xs text-slate-600" data-testid="form-summary">
        {t('detail.formSummary', {
          won: summary.won,
          drawn: summary.drawn,
          lost: summary.lost,
          rate: Math.round(summary.win_rate * 100),
          goalsFor: summary.goals_for,
          goalsAgainst: summary.goals_against,
        })}
      </p>
      {summary.results.length === 0 ? (
        <p className="text-xs text-slate-500">{t('detail.noMatches')}</p>
      ) : (
        <ul className="flex flex-col text-xs">
          {summary.results.map((result) => (
            <li
              key={result.match_id}
              className="flex items-center gap-2 border-b border-slate-100 py-1"
            >
              <span className="w-20 text-slate-500">{viewerDate(new Date(result.kickoff))}</span>
              <span className="flex-1 truncate text-right">
                {teamNames.get(result.home_team_id) ?? result.home_team_id}
              </span>
              <span className="font-semibold tabular-nums">
                {result.score.home}-{result.score.away}
              </span>
              <span className="flex-1 truncate">
                {teamNames.get(result.away_team_id) ?? result.away_team_id}
              </span>
              <span
                className={cx(
                  'w-5 rounded text-center font-bold text-white',
                  result.outcome === 'W'
                    ? 'bg-red-500'
                    : result.outcome === 'D'
                      ? 'bg-slate-400'
                      : 'bg-green-600',
                )}
              >
                {t(`detail.outcome.${result.outcome}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
