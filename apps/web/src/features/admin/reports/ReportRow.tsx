import type { ReportCase } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { Badge } from '../../../shared/ui/Surface';
import { DecisionDialog } from '../review/DecisionDialog';
import { QueueRow } from '../ui/QueueTable';
import { When } from '../ui/When';
import { ReportFacts } from './ReportFacts';
import type { ReportDecision } from './reports-api';

/** The decision API's note limit (consoleReportCalls.handle). */
const NOTE_MAX = 100;

/** One reported thing: what it is, who wrote it, why it was reported; Dismiss or Remove it. */
export function ReportRow({
  report,
  onDecide,
}: {
  report: ReportCase;
  onDecide: (decision: ReportDecision) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const [removing, setRemoving] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const kind = report.target_kind;
  const subject = report.excerpt || t(`reports.kind.${kind}`);

  // Dismissing is one click, like approving: most reports are judged at a glance.
  const dismiss = async () => {
    setDismissing(true);
    setProblem(null);
    try {
      await onDecide({ outcome: 'dismissed', note: '' });
      showToast(t('reports.dismissedNotice', { subject }), { kind: 'success' });
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('review.failed'));
      setDismissing(false);
    }
  };

  const remove = async (note: string) => {
    await onDecide({ outcome: 'removed', note });
    setRemoving(false);
    showToast(t('reports.removedNotice', { subject }), { kind: 'success' });
  };

  return (
    <QueueRow
      testId="report"
      heading={
        <span className="flex flex-col items-start gap-1">
          <Badge tone="brand">{t(`reports.kind.${kind}`)}</Badge>
          <span className="break-words">{report.excerpt || '—'}</span>
        </span>
      }
      aside={
        <>
          <When iso={report.last_reported_at} />
          <Badge tone="warning">{t('reports.count', { n: report.reports })}</Badge>
          {report.gone && <Badge>{t('reports.gone')}</Badge>}
        </>
      }
      actions={
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              loading={dismissing}
              onClick={() => void dismiss()}
            >
              {t('reports.dismiss')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={dismissing}
              onClick={() => {
                setProblem(null);
                setRemoving(true);
              }}
            >
              {t('reports.remove')}
            </Button>
          </div>
          {report.link && (
            <a
              href={report.link}
              target="_blank"
              rel="noreferrer"
              className="text-sm text-brand-700 underline"
            >
              {t('reports.open')}
            </a>
          )}
          <FormProblem text={problem} />
          {removing && (
            <DecisionDialog
              title={t(`reports.removeTitle.${kind}`)}
              summary={t(`reports.removeSummary.${kind}`, { subject })}
              confirmLabel={t(kind === 'room' ? 'reports.confirmSeal' : 'reports.confirmRemove')}
              noteLabel={t(kind === 'room' ? 'reports.sealReason' : 'reports.removeNote')}
              noteMax={NOTE_MAX}
              // A sealed room shows its viewers why; a hidden comment or post needs no word.
              noteOptional={kind !== 'room'}
              danger
              onClose={() => setRemoving(false)}
              onConfirm={remove}
            />
          )}
        </div>
      }
    >
      <ReportFacts report={report} />
    </QueueRow>
  );
}
