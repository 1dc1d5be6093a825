import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { pageLanguage } from '../../shared/format/locale';
import { Avatar } from '../../shared/ui/Avatar';
import { Badge } from '../../shared/ui/Surface';
import { useAnalysisQuery } from './api';
import { Confidence } from './analysis/Confidence';
import { CorrectionForm } from './analysis/CorrectionForm';
import { LockedPanel } from './analysis/LockedPanel';
import { MarketPrices } from './analysis/MarketPrices';
import { MatchBanner } from './analysis/MatchBanner';
import { PickPanel } from './analysis/PickPanel';
import { PriceTag } from './analysis/PriceTag';
import { isMissing, PageProblem, PageSkeleton } from './expert/ExpertPageState';
import { expertHomeHref, idOf } from './format';

/** /specialist-detail?id=: one analysis, locked until bought unless free, one's own or settled. */
export function SpecialistDetailPage() {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const detail = useAnalysisQuery(id);

  let body;
  if (id === null) body = <PageProblem what="analysis" missing />;
  else if (detail.isPending) body = <PageSkeleton />;
  else if (detail.isError) {
    body = (
      <PageProblem
        what="analysis"
        missing={isMissing(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  } else {
    const analysis = detail.data;
    body = (
      <article
        className="flex flex-col gap-4"
        data-testid="analysis-detail"
        data-analysis-id={analysis.id}
        data-visible={analysis.visible}
      >
        <MatchBanner match={analysis.match} />
        <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <header className="flex flex-col gap-2">
            <h1 className="text-xl font-bold text-slate-900">{analysis.title}</h1>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Confidence value={analysis.confidence} />
              <PriceTag price={analysis.price} />
              {analysis.purchased && <Badge tone="success">{t('analysis.purchased')}</Badge>}
              <Badge>{t(`status.${analysis.status}`)}</Badge>
              <span>{t('analysis.buyers', { count: analysis.buyer_count })}</span>
              <time dateTime={analysis.created_at} className="text-xs text-slate-500">
                {t('analysis.publishedAt', { time: formatDateTime(analysis.created_at, language) })}
              </time>
            </div>
          </header>
          <Link
            to={expertHomeHref(analysis.expert.id)}
            className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 hover:bg-slate-100"
            data-testid="analysis-expert"
          >
            <Avatar
              src={analysis.expert.avatar}
              name={analysis.expert.nickname}
              className="size-10 text-base"
            />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">
                {analysis.expert.nickname}
              </span>
              {analysis.expert.title && (
                <span className="block truncate text-xs text-brand-700">
                  {analysis.expert.title}
                </span>
              )}
            </span>
          </Link>
          <MarketPrices analysis={analysis} />
          {analysis.visible ? (
            <PickPanel analysis={analysis} />
          ) : (
            <LockedPanel analysis={analysis} />
          )}
          {analysis.mine && <CorrectionForm analysisId={analysis.id} />}
        </section>
      </article>
    );
  }
  return <div className="mx-auto max-w-3xl px-4 py-6">{body}</div>;
}
