import type { SportName } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { pageLanguage } from '../../shared/format/locale';
import { LoadError } from '../../shared/ui/LoadError';
import { Skeleton } from '../../shared/ui/Surface';
import { FormTable, localName, teamNamesOf, useMatchDetailQuery } from '../scores';

/** Recent-form windows of spec §9: 10 matches for football, 6 for basketball. */
const WINDOW: Record<SportName, number> = { football: 10, basketball: 6 };
const DEFAULT_BOOKMAKER = 1;

/**
 * Pre-match intelligence from the match centre's data: both teams' recent form and their head
 * to head. The feed carries no injury news, and the page says so rather than make any up.
 */
export function MatchIntelligence({ matchId, sport }: { matchId: string; sport: SportName }) {
  const { t, i18n } = useTranslation('experts');
  const { t: ts } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const detail = useMatchDetailQuery(matchId, WINDOW[sport], DEFAULT_BOOKMAKER);
  if (detail.isPending) {
    return (
      <div data-state="loading" className="flex flex-col gap-2">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    return <LoadError onRetry={() => void detail.refetch()} retrying={detail.isRefetching} />;
  }
  const data = detail.data;
  const names = teamNamesOf(data, language);
  return (
    <div className="flex flex-col gap-4" data-testid="foresight-intelligence">
      <div className="flex flex-col gap-4 md:flex-row">
        <FormTable
          title={`${ts('detail.tab.form')} · ${localName(data.match.home, language)}`}
          summary={data.recent_form.home}
          teamNames={names}
        />
        <FormTable
          title={`${ts('detail.tab.form')} · ${localName(data.match.away, language)}`}
          summary={data.recent_form.away}
          teamNames={names}
        />
      </div>
      <FormTable
        title={ts('detail.tab.headToHead')}
        summary={data.head_to_head}
        teamNames={names}
      />
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-500">
        {t('foresight.noInjuries')}
      </p>
    </div>
  );
}
