import { POST_REPORT_REASONS } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { ReportDialog } from '../../shared/ui/ReportDialog';
import { useReportPostMutation } from './api';

/** The post report API's note limit (circleRoutes.report). */
const NOTE_MAX = 200;

/** Reports a post to the operators: a reason and an optional note (as comments are reported). */
export function ReportPostDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const { t } = useTranslation('circles');
  const report = useReportPostMutation();
  return (
    <ReportDialog
      text={{
        title: t('report.title'),
        reason: t('report.reason'),
        note: t('report.note'),
        send: t('report.send'),
      }}
      reasons={POST_REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
      initialReason="spam"
      noteMax={NOTE_MAX}
      testId="post-report-dialog"
      onSend={async (reason, note) => {
        const message = await report.mutateAsync({ id: postId, reason, note });
        showToast(message || t('report.sent'), { kind: 'success' });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
