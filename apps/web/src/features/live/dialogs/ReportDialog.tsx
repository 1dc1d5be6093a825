import { LIVE_LIMITS, REPORT_REASONS } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextArea } from '../../../shared/ui/Field';
import { RadioGroup } from '../../../shared/ui/RadioGroup';
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
      <div className="mb-4">
        <RadioGroup
          legend={t('report.reason')}
          name="report-reason"
          options={REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
          value={reason}
          onChange={setReason}
          className="grid grid-cols-2"
        />
      </div>
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
