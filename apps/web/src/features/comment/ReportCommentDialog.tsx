import { COMMENT_REPORT_REASONS } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { ReportDialog } from '../../shared/ui/ReportDialog';
import { useReportCommentMutation } from './api';

/** The comment report API's note limit (commentRoutes.report). */
const NOTE_MAX = 200;

/** Reports a comment to the operators: a reason and an optional note. */
export function ReportCommentDialog({
  commentId,
  onClose,
}: {
  commentId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('comments');
  const report = useReportCommentMutation();
  return (
    <ReportDialog
      text={{
        title: t('reportTitle'),
        reason: t('reportReason.label'),
        note: t('reportNote'),
        send: t('reportSend'),
      }}
      reasons={COMMENT_REPORT_REASONS.map((value) => ({
        value,
        label: t(`reportReason.${value}`),
      }))}
      initialReason="spam"
      noteMax={NOTE_MAX}
      onSend={async (reason, note) => {
        const message = await report.mutateAsync({ id: commentId, reason, note });
        showToast(message, { kind: 'success' });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
