import type { Analysis } from '@tifo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useExpertProfileQuery } from './api';
import { AnalysisList } from './analysis/AnalysisList';
import { CorrectionForm } from './analysis/CorrectionForm';
import { ExpertHeader } from './expert/ExpertHeader';
import { isMissing, PageProblem, PageSkeleton } from './expert/ExpertPageState';
import { idOf } from './format';
import { PublishPanel } from './publish/PublishPanel';
import { RecordPanel } from './record/RecordPanel';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /specialist-home?id=: an expert's page: header and record, current analyses, then settled
 * ones. The expert themself also gets the publishing form and corrections on their analyses.
 */
export function SpecialistHomePage() {
  const { t } = useTranslation('experts');
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
    const corrections = expert.mine
      ? (analysis: Analysis) => <CorrectionForm analysisId={analysis.id} />
      : undefined;
    body = (
      <div className="flex flex-col gap-6">
        <ExpertHeader profile={expert} page="home" />
        {expert.mine && <PublishPanel />}
        <RecordPanel expertId={expert.id} />
        <Section title={t('home.open')}>
          <AnalysisList
            filter={{ expertId: expert.id, status: 'open' }}
            showExpert={false}
            emptyTitle={t('home.noOpen')}
            renderActions={corrections}
            testId="expert-open-analyses"
          />
        </Section>
        <Section title={t('home.history')}>
          <AnalysisList
            filter={{ expertId: expert.id, status: 'settled' }}
            showExpert={false}
            emptyTitle={t('home.noHistory')}
            renderActions={corrections}
            testId="expert-settled-analyses"
          />
        </Section>
      </div>
    );
  }
  return <div className="mx-auto max-w-4xl px-4 py-6">{body}</div>;
}
