import {
  COMMENT_REPORT_REASONS,
  MEMBER_REPORT_REASONS,
  REPORT_REASONS,
  type ReportTargetKind,
} from '@tifo/contract';
import type { TFunction } from '../../../shared/i18n/translation-keys';

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * A report's reason in words. Rooms have their own reasons (`REPORT_REASONS`), comments and
 * posts share theirs, chat messages and members theirs (`MEMBER_REPORT_REASONS`); a reason this
 * build does not know is shown as sent.
 */
export function reasonLabel(t: TFunction<'admin'>, kind: ReportTargetKind, reason: string): string {
  switch (kind) {
    case 'room':
      return isOneOf(REPORT_REASONS, reason) ? t(`reports.reason.room.${reason}`) : reason;
    case 'comment':
    case 'post':
      return isOneOf(COMMENT_REPORT_REASONS, reason)
        ? t(`reports.reason.content.${reason}`)
        : reason;
    case 'message':
    case 'user':
      return isOneOf(MEMBER_REPORT_REASONS, reason) ? t(`reports.reason.member.${reason}`) : reason;
  }
}
