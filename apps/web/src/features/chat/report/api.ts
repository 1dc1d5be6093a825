import { memberReportRoutes, type MemberReportReason } from '@tifo/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';

/** What a member reports: a chat message they could read, or another member. */
export type MemberReportTarget =
  | { kind: 'message'; messageId: number; text: string }
  | { kind: 'user'; userId: number; nickname: string };

export interface MemberReport {
  target: MemberReportTarget;
  reason: MemberReportReason;
  note: string;
}

/**
 * Sends a report of a message or a member; resolves with the server's thanks (translated).
 * Quiet: the dialog shows refusals (yourself, a staff member, too many reports) itself.
 */
export function useReportMemberMutation() {
  return useMutation({
    mutationFn: async ({ target, reason, note }: MemberReport) => {
      let thanks = '';
      const options = {
        quiet: true,
        onMessage: (text: string) => {
          thanks = text;
        },
      };
      if (target.kind === 'message') {
        await callApi(memberReportRoutes.message, {
          ...options,
          body: { message_id: target.messageId, reason, note },
        });
      } else {
        await callApi(memberReportRoutes.user, {
          ...options,
          body: { user_id: target.userId, reason, note },
        });
      }
      return thanks;
    },
  });
}
