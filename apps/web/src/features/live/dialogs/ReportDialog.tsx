import { LIVE_LIMITS, REPORT_REASONS } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextArea } from '../../../shared/ui/Field';
import { useReportMutation } from '../api';

type Reason = (typeof REPORT_REASONS)[number];

/** Report a room to the operators: a reason, an optional detail (≤200), then a confirmation. */
export function ReportDialog({ roomId, onClose }: { roomId: number; onClose: () => void }) {
  const { t } = useTranslation('live');
  const [reason, setReason] = useState<Reason | null>(null);
  const [detail, setDetail] = useState('');
  const report = useReportMutation();
  const max = LIVE_LIMITS.reportDetailMaxLength;

  if (report.isSuccess) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('report.title')}
        testId="report-dialog"
        footer={<Button onClick={onClose}>{t('report.close')}</Button>}
      >
        <p data-testid="report-done">{t('report.done')}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('report.title')}
      testId="report-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button
            data-testid="report-submit"
            disabled={reason === null}
            loading={report.isPending}
            onClick={() => {
              if (reason) report.mutate({ room_id: roomId, reason, detail: detail.trim() });
            }}
          >
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <fieldset className="mb-4">
        <legend className="mb-2 font-medium text-slate-800">{t('report.reason')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {t(`report.reasons.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextArea
        label={t('report.detail')}
        value={detail}
        maxLength={max}
        counter={`${detail.length}/${max}`}
        onChange={(event) => setDetail(event.target.value)}
        className="min-h-20"
      />
    </Dialog>
  );
}
