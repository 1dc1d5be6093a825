import { ANALYSIS_MARKETS } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { pageLanguage } from '../../shared/format/locale';
import { Badge } from '../../shared/ui/Surface';
import { useExpertProfileQuery } from './api';
import { ExpertHeader } from './expert/ExpertHeader';
import { isMissing, PageProblem, PageSkeleton } from './expert/ExpertPageState';
import { MarketRecordCard } from './expert/MarketRecordCard';
import { formatDay, idOf } from './format';

/** /specialist-info?id=: an expert's profile: introduction, specialities and record per market. */
export function SpecialistInfoPage() {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const profile = useExpertProfileQuery(id);

  let body;
  if (id === null) body = <PageProblem what="expert" missing />;
  else if (profile.isPending) body = <PageSkeleton />;
  else if (profile.isError) {
    body = (
      <PageProblem
        what="expert"
        missing={isMissing(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  } else {
    const expert = profile.data;
    body = (
      <div className="flex flex-col gap-6">
        <ExpertHeader profile={expert} page="info" />
        <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-base font-semibold text-slate-900">{t('info.about')}</h2>
          <p
            className="text-sm break-words whitespace-pre-line text-slate-700"
            data-testid="expert-intro"
          >
            {expert.intro || t('info.noIntro')}
          </p>
          <div>
            <h3 className="mb-1 text-sm font-medium text-slate-700">{t('info.specialities')}</h3>
            {expert.specialities.length === 0 ? (
              <p className="text-sm text-slate-500">{t('info.noSpecialities')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {expert.specialities.map((speciality) => (
                  <li key={speciality.id}>
                    <Badge tone="brand">{speciality.name}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <p className="text-xs text-slate-500">
            {t('info.since', { date: formatDay(expert.since, language) })}
          </p>
          <p className="text-xs text-slate-500">
            {expert.refund_if_wrong ? t('info.refunds') : t('info.noRefunds')}
          </p>
        </section>
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('info.byMarket')}</h2>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
            {ANALYSIS_MARKETS.map((market) => (
              <MarketRecordCard key={market} expertId={expert.id} market={market} />
            ))}
          </div>
        </section>
      </div>
    );
  }
  return <div className="mx-auto max-w-4xl px-4 py-6">{body}</div>;
}
