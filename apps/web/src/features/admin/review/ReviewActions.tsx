import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { DecisionDialog } from './DecisionDialog';

export interface ReviewDecision {
  approve: boolean;
  note: string;
}

/**
 * Approve and Refuse for an item waiting for review. Approving is one click (most items pass);
 * refusing asks for a note, which the member is told.
 */
export function ReviewActions({
  subject,
  noteMax,
  onDecide,
}: {
  /** Who or what is reviewed, as the dialog and the notice name it. */
  subject: string;
  noteMax: number;
  /** Sends the decision; on success the item leaves the waiting list. */
  onDecide: (decision: ReviewDecision) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const [refusing, setRefusing] = useState(false);
  const [approving, setApproving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const notify = (approve: boolean) =>
    showToast(t(approve ? 'review.approvedNotice' : 'review.refusedNotice', { subject }), {
      kind: 'success',
    });

  const approve = async () => {
    if (approving) return;
    setApproving(true);
    setProblem(null);
    try {
      await onDecide({ approve: true, note: '' });
      notify(true);
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('review.failed'));
    } finally {
      setApproving(false);
    }
  };

  const refuse = async (note: string) => {
    await onDecide({ approve: false, note });
    setRefusing(false);
    notify(false);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={approving} onClick={() => void approve()}>
          {t('review.approve')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={approving}
          onClick={() => {
            setProblem(null);
            setRefusing(true);
          }}
        >
          {t('review.refuse')}
        </Button>
      </div>
      <FormProblem text={problem} />
      {refusing && (
        <DecisionDialog
          title={t('review.refuseTitle')}
          summary={t('review.refuseSummary', { subject })}
          confirmLabel={t('review.confirmRefuse')}
          noteLabel={t('review.refuseNote')}
          noteMax={noteMax}
          danger
          onClose={() => setRefusing(false)}
          onConfirm={refuse}
        />
      )}
    </div>
  );
}
