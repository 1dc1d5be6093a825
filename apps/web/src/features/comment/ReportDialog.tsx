import { COMMENT_REPORT_REASONS } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/notifications';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { useReportCommentMutation } from './api';

type Reason = (typeof COMMENT_REPORT_REASONS)[number];

/** Reports a comment to the operators: a reason and an optional note. */
export function ReportDialog({ commentId, onClose }: { commentId: number; onClose: () => void }) {
  const { t } = useTranslation('comments');
  const [reason, setReason] = useState<Reason>('spam');
  const [note, setNote] = useState('');
  const report = useReportCommentMutation();
  const send = () =>
    report.mutate(
      { id: commentId, reason, note: note.trim() },
      {
        onSuccess: (message) => {
          showToast(message, { kind: 'success' });
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('reportTitle')}
      testId="report-dialog"
      footer={
        <Button onClick={send} disabled={report.isPending}>
          {t('reportSend')}
        </Button>
      }
    >
      <RadioGroup
        legend={t('reportReason.label')}
        name="comment-report-reason"
        options={COMMENT_REPORT_REASONS.map((value) => ({
          value,
          label: t(`reportReason.${value}`),
        }))}
        value={reason}
        onChange={setReason}
      />
      <label className="mt-3 flex flex-col gap-1 text-sm text-slate-700">
        {t('reportNote')}
        <input
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={200}
          className="rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
    </Dialog>
  );
}
