import type { Analysis } from '@tifo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { pageLanguage } from '../../../shared/format/locale';
import { Avatar } from '../../../shared/ui/Avatar';
import { Badge } from '../../../shared/ui/Surface';
import { analysisHref, expertHomeHref, formatOdds, lineText } from '../format';
import { Confidence } from './Confidence';
import { MatchLine } from './MatchLine';
import { PriceTag } from './PriceTag';
import { ResultBadge } from './ResultBadge';
import { useMarketName, usePickWords } from './words';

/**
 * One analysis in a list: match, market, title, confidence, price and state; the pick only
 * when the server made it visible (free, bought, one's own, or settled).
 */
export function AnalysisCard({
  analysis,
  showExpert = true,
  children,
}: {
  analysis: Analysis;
  showExpert?: boolean;
  /** Actions under the card (the expert's "add a correction"). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const marketName = useMarketName();
  const pickWords = usePickWords();
  const line = lineText(analysis.market, analysis.line);
  return (
    <article
      className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="analysis-card"
      data-analysis-id={analysis.id}
      data-status={analysis.status}
    >
      <MatchLine match={analysis.match} />
      <h3 className="text-base font-semibold text-slate-900">
        <Link to={analysisHref(analysis.id)} className="hover:text-brand-700 hover:underline">
          {analysis.title}
        </Link>
      </h3>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge>
          {marketName(analysis.market, analysis.match.sport)}
          {line !== null && ` ${line}`}
        </Badge>
        <Confidence value={analysis.confidence} />
        <PriceTag price={analysis.price} />
        {analysis.purchased && <Badge tone="success">{t('analysis.purchased')}</Badge>}
        {analysis.result ? (
          <ResultBadge result={analysis.result} />
        ) : (
          <Badge tone={analysis.status === 'open' ? 'brand' : 'neutral'}>
            {t(`status.${analysis.status}`)}
          </Badge>
        )}
      </div>
      {analysis.visible && analysis.pick && (
        <p className="text-sm text-slate-800">
          {t('analysis.pickLabel')}{' '}
          <strong>{pickWords(analysis.market, analysis.pick, analysis.line)}</strong>
          {analysis.pick_odds !== null && (
            <span className="ml-1 text-slate-500">@ {formatOdds(analysis.pick_odds)}</span>
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        {showExpert ? (
          <Link
            to={expertHomeHref(analysis.expert.id)}
            className="flex items-center gap-2 hover:text-brand-700"
          >
            <Avatar
              src={analysis.expert.avatar}
              name={analysis.expert.nickname}
              className="size-6 text-xs"
            />
            <span className="font-medium text-slate-700">{analysis.expert.nickname}</span>
          </Link>
        ) : (
          <span />
        )}
        <span>
          {t('analysis.buyers', { count: analysis.buyer_count })} ·{' '}
          <time dateTime={analysis.created_at}>
            {formatDateTime(analysis.created_at, language)}
          </time>
        </span>
      </div>
      {children}
    </article>
  );
}
