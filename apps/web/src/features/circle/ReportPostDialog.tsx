import { POST_REPORT_REASONS } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/notifications';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { useReportPostMutation, type PostReportReason } from './api';

/** Reports a post to the operators: a reason and an optional note (as comments are reported). */
export function ReportPostDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const { t } = useTranslation('circles');
  const [reason, setReason] = useState<PostReportReason>('spam');
  const [note, setNote] = useState('');
  const report = useReportPostMutation();
  const send = () =>
    report.mutate(
      { id: postId, reason, note: note.trim() },
      {
        onSuccess: (message) => {
          showToast(message || t('report.sent'), { kind: 'success' });
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('report.title')}
      testId="post-report-dialog"
      footer={
        <Button onClick={send} loading={report.isPending}>
          {t('report.send')}
        </Button>
      }
    >
      <RadioGroup
        legend={t('report.reason')}
        name="post-report-reason"
        options={POST_REPORT_REASONS.map((value) => ({
          value,
          label: t(`report.reasons.${value}`),
        }))}
        value={reason}
        onChange={setReason}
      />
      <label className="mt-3 flex flex-col gap-1 text-sm text-slate-700">
        {t('report.note')}
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
