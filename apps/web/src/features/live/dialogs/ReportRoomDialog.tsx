import { LIVE_LIMITS, REPORT_REASONS } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { ReportDialog } from '../../../shared/ui/ReportDialog';
import { useReportMutation } from '../api';

/** Report a room to the operators: a reason and an optional detail (≤200). */
export function ReportRoomDialog({ roomId, onClose }: { roomId: number; onClose: () => void }) {
  const { t } = useTranslation('live');
  const report = useReportMutation();
  return (
    <ReportDialog
      text={{
        title: t('report.title'),
        reason: t('report.reason'),
        note: t('report.detail'),
        send: t('report.submit'),
      }}
      reasons={REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
      noteMax={LIVE_LIMITS.reportDetailMaxLength}
      onSend={async (reason, detail) => {
        await report.mutateAsync({ room_id: roomId, reason, detail });
        showToast(t('report.done'), { kind: 'success' });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
