import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useHotMatchesQuery, type HotMatch } from './api';
import { MatchClock } from './MatchClock';
import { localName } from './match-format';
import { pageLanguage } from '../../shared/format/locale';

function label(match: HotMatch, language: string): string {
  const lang = pageLanguage(language);
  if (lang === 'zh') return match.short_name_zh;
  return `${localName(match.home, lang)} vs ${localName(match.away, lang)}`;
}

/** The search box's hot matches (spec §2, §3): top 10, `short_name_zh` in zh. */
export function HotMatchList({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('scores');
  const hot = useHotMatchesQuery();
  if (hot.isPending) return <p className="text-xs text-slate-500">{t('state.loading')}</p>;
  if (hot.isError) return <p className="text-xs text-slate-500">{t('hot.error')}</p>;
  if (hot.data.length === 0) return <p className="text-xs text-slate-500">{t('hot.empty')}</p>;
  return (
    <ol data-testid="hot-matches" className="flex flex-col gap-1">
      {hot.data.map((match, index) => (
        <li key={match.id}>
          <Link
            to={`/score-detail?id=${encodeURIComponent(match.id)}`}
            onClick={onNavigate}
            className="flex items-center gap-2 rounded px-1 py-0.5 text-xs hover:bg-brand-50"
          >
            <span className="w-4 text-right font-semibold text-slate-500">{index + 1}</span>
            <span className="flex-1 truncate" data-testid="hot-match-name">
              {label(match, i18n.language)}
            </span>
            <MatchClock match={match} />
          </Link>
        </li>
      ))}
    </ol>
  );
}
