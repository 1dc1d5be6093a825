import { isStaffRole, memberReportCalls, type MemberReportReason } from '@tifo/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatMessages, messageReports, userReports, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { ImHub } from '../../realtime/im-hub';

/** Reports a member may file: enough for real trouble, too few to flood the queue. */
const REPORT_RULE = { limit: 10, windowMs: 10 * 60_000 };

export interface ChatReportsDeps {
  db: Database;
  hub: Pick<ImHub, 'publish'>;
  rateLimiter: RateLimiter;
}

/**
 * Members report chat messages and members; operators remove a reported message. A report
 * repeated by the same member only refreshes theirs (one vote each), and a report after the
 * console's decision opens the case again (console-reports.ts).
 */
export class ChatReports {
  constructor(private readonly deps: ChatReportsDeps) {}

  async reportMessage(
    reporterId: number,
    input: { message_id: number; reason: MemberReportReason; note: string },
  ): Promise<{ reported: true }> {
    const [message] = await this.deps.db
      .select({
        senderId: chatMessages.senderId,
        roomId: chatMessages.roomId,
        recipientId: chatMessages.recipientId,
        shielded: chatMessages.shielded,
        removedAt: chatMessages.removedAt,
      })
      .from(chatMessages)
      .where(eq(chatMessages.id, input.message_id));
    // A room message anyone could read, or a private one sent to the reporter; nothing else
    // (another pair's private messages stay unconfirmed to outsiders: the same answer).
    const readable =
      message &&
      message.removedAt === null &&
      (message.roomId !== null ? !message.shielded : message.recipientId === reporterId);
    if (!message || !readable) throw new AppError('report.messageNotFound', { httpStatus: 404 });
    if (message.senderId === reporterId) throw new AppError('report.own');
    await this.throttle(reporterId);
    const values = {
      messageId: input.message_id,
      reporterId,
      reason: input.reason,
      note: input.note,
    };
    await this.deps.db
      .insert(messageReports)
      .values(values)
      .onConflictDoUpdate({
        target: [messageReports.messageId, messageReports.reporterId],
        set: { reason: values.reason, note: values.note, createdAt: sql`now()` },
      });
    return { reported: true };
  }

  async reportUser(
    reporterId: number,
    input: { user_id: number; reason: MemberReportReason; note: string },
  ): Promise<{ reported: true }> {
    if (input.user_id === reporterId) throw new AppError('report.own');
    const [user] = await this.deps.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, input.user_id));
    if (!user) throw new AppError('report.userNotFound', { httpStatus: 404 });
    // Staff answer to the team, not to the queue they work.
    if (isStaffRole(user.role)) throw new AppError('report.staff');
    await this.throttle(reporterId);
    const values = { userId: input.user_id, reporterId, reason: input.reason, note: input.note };
    await this.deps.db
      .insert(userReports)
      .values(values)
      .onConflictDoUpdate({
        target: [userReports.userId, userReports.reporterId],
        set: { reason: values.reason, note: values.note, createdAt: sql`now()` },
      });
    return { reported: true };
  }

  /**
   * Staff take a message off the site: gone from the room's or the pair's history, and every
   * open chat drops it at once. Answers false when it was gone already.
   */
  async removeMessage(messageId: number): Promise<boolean> {
    const [removed] = await this.deps.db
      .update(chatMessages)
      .set({ removedAt: sql`now()` })
      .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.removedAt)))
      .returning({
        roomId: chatMessages.roomId,
        senderId: chatMessages.senderId,
        recipientId: chatMessages.recipientId,
      });
    if (!removed) return false;
    const push = {
      type: 'messageRemoved' as const,
      data: { id: messageId, room_id: removed.roomId },
    };
    if (removed.roomId !== null) {
      await this.deps.hub.publish({ kind: 'room', roomId: removed.roomId }, push);
    } else {
      for (const userId of [removed.senderId, removed.recipientId]) {
        if (userId !== null)
          await this.deps.hub.publish({ kind: 'user', userID: String(userId) }, push);
      }
    }
    return true;
  }

  private async throttle(reporterId: number): Promise<void> {
    const limit = await this.deps.rateLimiter.hit(`report:${reporterId}`, REPORT_RULE);
    if (!limit.allowed) {
      throw new AppError('request.rateLimited', {
        httpStatus: 429,
        params: { seconds: Math.ceil(limit.retryAfterMs / 1000) },
      });
    }
  }
}

export function registerChatReportRoutes(app: FastifyInstance, reports: ChatReports): void {
  registerCall(
    app,
    memberReportCalls.message,
    ({ request, body }) => reports.reportMessage(requireMember(request).userId, body),
    { successMessage: 'report.received' },
  );
  registerCall(
    app,
    memberReportCalls.user,
    ({ request, body }) => reports.reportUser(requireMember(request).userId, body),
    { successMessage: 'report.received' },
  );
}
