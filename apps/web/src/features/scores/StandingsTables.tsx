import { useTranslation } from '../../shared/i18n/use-translation';
import { cx } from '../../shared/ui/cx';
import { EmptyState } from '../../shared/ui/Surface';
import type { StandingsData } from './api';
import { localName } from './match-format';
import { pageLanguage } from '../../shared/format/locale';

/** Standings: one table per group (World Cup) or one league table; `highlight` marks teams. */
export function StandingsTables({
  standings,
  highlight = [],
  onTeam,
}: {
  standings: StandingsData;
  highlight?: readonly string[];
  onTeam?: (teamId: string) => void;
}) {
  const { t, i18n } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const basketball = standings.competition.sport === 'basketball';
  if (standings.tables.length === 0) return <EmptyState title={t('standings.none')} />;
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="standings">
      {standings.tables.map((table) => (
        <div
          key={table.group ?? 'table'}
          className={cx('overflow-x-auto', standings.tables.length === 1 && 'lg:col-span-2')}
        >
          <table className="w-full text-sm">
            <caption className="mb-1 text-left font-semibold">
              {table.group
                ? t('standings.group', { group: table.group.replace(/^group\s+/i, '') })
                : localName(standings.competition, language)}
            </caption>
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                <th scope="col" className="px-1 py-1 font-medium">
                  #
                </th>
                <th scope="col" className="px-1 py-1 text-left font-medium">
                  {t('standings.team')}
                </th>
                <th scope="col" className="px-1 py-1 font-medium">
                  {t('standings.played')}
                </th>
                <th scope="col" className="px-1 py-1 font-medium">
                  {t('standings.won')}
                </th>
                {!basketball && (
                  <th scope="col" className="px-1 py-1 font-medium">
                    {t('standings.drawn')}
                  </th>
                )}
                <th scope="col" className="px-1 py-1 font-medium">
                  {t('standings.lost')}
                </th>
                <th scope="col" className="px-1 py-1 font-medium">
                  {t('standings.goals')}
                </th>
                <th scope="col" className="px-1 py-1 font-medium">
                  {t('standings.difference')}
                </th>
                {!basketball && (
                  <th scope="col" className="px-1 py-1 font-medium">
                    {t('standings.points')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr
                  key={row.team.id}
                  data-highlight={highlight.includes(row.team.id) || undefined}
                  className={cx(
                    'border-b border-slate-100 text-center tabular-nums',
                    highlight.includes(row.team.id) && 'bg-amber-50 font-semibold',
                  )}
                >
                  <td className="px-1 py-1">{row.rank}</td>
                  <td className="px-1 py-1 text-left">
                    {onTeam ? (
                      <button
                        type="button"
                        className="hover:text-brand-700 hover:underline"
                        onClick={() => onTeam(row.team.id)}
                      >
                        {localName(row.team, language)}
                      </button>
                    ) : (
                      localName(row.team, language)
                    )}
                  </td>
                  <td className="px-1 py-1">{row.played}</td>
                  <td className="px-1 py-1">{row.won}</td>
                  {!basketball && <td className="px-1 py-1">{row.drawn}</td>}
                  <td className="px-1 py-1">{row.lost}</td>
                  <td className="px-1 py-1">
                    {row.goals_for}:{row.goals_against}
                  </td>
                  <td className="px-1 py-1">{row.goal_difference}</td>
                  {!basketball && (
                    <td className="px-1 py-1 font-semibold">
                      {row.points}
                      {row.deduction > 0 && (
                        <abbr
                          data-testid="points-deducted"
                          title={t('standings.deducted', { points: row.deduction })}
                          className="ml-0.5 align-super text-[10px] font-normal text-rose-600 no-underline"
                        >
                          −{row.deduction}
                        </abbr>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
