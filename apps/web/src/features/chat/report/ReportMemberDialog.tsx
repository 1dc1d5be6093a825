import { MEMBER_REPORT_LIMITS, MEMBER_REPORT_REASONS } from '@tifo/contract';
import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { showToast } from '../../../shared/notifications';
import { ReportDialog } from '../../../shared/ui/ReportDialog';
import { EmojiText } from '../EmojiText';
import { useReportMemberMutation, type MemberReportTarget } from './api';

/**
 * Reports a chat message or a member to the operators (the console's reports queue). Used by
 * the live room's user card and the private chat's thread. `onReported` runs after the thanks
 * (default: `onClose`), so a caller may close more than this dialog.
 */
export function ReportMemberDialog({
  target,
  onClose,
  onReported = onClose,
}: {
  target: MemberReportTarget;
  onClose: () => void;
  onReported?: () => void;
}) {
  // Its words are a lazy namespace: the private chat is on every page, a report is rare.
  const { t, ready } = useLazyTranslation('reports');
  const report = useReportMemberMutation();
  if (!ready) return null;
  return (
    <ReportDialog
      text={{
        title:
          target.kind === 'message' ? t('messageTitle') : t('userTitle', { name: target.nickname }),
        reason: t('reason'),
        note: t('note'),
        send: t('send'),
      }}
      reasons={MEMBER_REPORT_REASONS.map((value) => ({
        value,
        label: t(`reasons.${value}`),
      }))}
      noteMax={MEMBER_REPORT_LIMITS.noteMaxLength}
      testId="member-report-dialog"
      context={
        target.kind === 'message' && (
          <figure className="rounded-lg bg-slate-50 px-3 py-2">
            <figcaption className="text-xs text-slate-500">{t('quote')}</figcaption>
            <blockquote data-testid="reported-message" className="break-words text-slate-800">
              <EmojiText text={target.text} />
            </blockquote>
          </figure>
        )
      }
      onSend={async (reason, note) => {
        const thanks = await report.mutateAsync({ target, reason, note });
        showToast(thanks || t('sent'), { kind: 'success' });
        onReported();
      }}
      onClose={onClose}
    />
  );
}
