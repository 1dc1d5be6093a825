import type { ReportCase, ReportTargetKind } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
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

/** The decision API's note limit (consoleReportRoutes.handle). */
const NOTE_MAX = 100;

const REMOVE = {
  button: 'reports.remove',
  confirm: 'reports.confirmRemove',
  note: 'reports.removeNote',
  notice: 'reports.removedNotice',
} as const;

/**
 * What Remove is called for each kind: a room is sealed (with a reason its viewers read), a
 * member keeps their account but loses nickname and avatar (a ban is the Members page's).
 */
const REMOVE_WORDS = {
  room: { ...REMOVE, confirm: 'reports.confirmSeal', note: 'reports.sealReason' },
  comment: REMOVE,
  post: REMOVE,
  message: REMOVE,
  user: {
    ...REMOVE,
    button: 'reports.resetUser',
    confirm: 'reports.confirmReset',
    notice: 'reports.resetNotice',
  },
} as const satisfies Record<ReportTargetKind, Record<keyof typeof REMOVE, string>>;

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
  const words = REMOVE_WORDS[kind];
  // A member is named by their nickname (their excerpt is the signature); a thing by its words.
  const subject =
    kind === 'user' ? report.author_nickname : report.excerpt || t(`reports.kind.${kind}`);

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
    showToast(t(words.notice, { subject }), { kind: 'success' });
  };

  return (
    <QueueRow
      testId="report"
      heading={
        <span className="flex flex-col items-start gap-1">
          <Badge tone="brand">{t(`reports.kind.${kind}`)}</Badge>
          <span className="break-words">
            {kind === 'user' ? report.author_nickname : report.excerpt || '—'}
          </span>
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
              {t(words.button)}
            </Button>
          </div>
          {report.link ? (
            <a
              href={report.link}
              target="_blank"
              rel="noreferrer"
              className="text-sm text-brand-700 underline"
            >
              {t('reports.open')}
            </a>
          ) : (
            // A private message has no public place: the queue is the only place to read it.
            kind === 'message' && (
              <span className="text-sm text-slate-500">{t('reports.privateMessage')}</span>
            )
          )}
          {kind === 'user' && (
            // Where a ban is given, with the member's other sanctions.
            <Link
              to={`/admin/users/${report.author_id}`}
              className="text-sm text-brand-700 underline"
            >
              {t('reports.openUser')}
            </Link>
          )}
          <FormProblem text={problem} />
          {removing && (
            <DecisionDialog
              title={t(`reports.removeTitle.${kind}`)}
              summary={t(`reports.removeSummary.${kind}`, { subject })}
              confirmLabel={t(words.confirm)}
              noteLabel={t(words.note)}
              noteMax={NOTE_MAX}
              // A sealed room shows its viewers why; anything else removed needs no word.
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
