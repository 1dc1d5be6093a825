import {
  REPORT_TARGET_KINDS,
  consoleReportCalls,
  type ReportCase,
  type ReportTargetKind,
} from '@tifo/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  circlePostReports,
  commentReports,
  messageReports,
  reportCases,
  roomReports,
  userReports,
} from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { CommentsService } from '../comments/comments.service';
import type { PostsService } from '../circles/posts.service';
import type { ChatReports } from '../chat/chat-reports';
import type { ModerationService } from '../live/moderation.service';
import { reportTargets, type ReportTarget } from './console-report-targets';
import { resetReportedProfile } from './console-users';

const PAGE_SIZE = 30;

/** Every report of every kind, with the case it belongs to, waiting ones only. */
const openCases = sql`(
  with reported as (
    select 'room' as kind, room_id as target_id, reason, detail as note, created_at
      from ${roomReports}
    union all select 'comment', comment_id, reason, note, created_at from ${commentReports}
    union all select 'post', post_id, reason, note, created_at from ${circlePostReports}
    union all select 'message', message_id, reason, note, created_at from ${messageReports}
    union all select 'user', user_id, reason, note, created_at from ${userReports}
  )
  select r.kind, r.target_id, count(*)::int as reports,
    array_agg(distinct r.reason) as reasons,
    (array_agg(r.note order by r.created_at desc) filter (where r.note <> ''))[1:5] as notes,
    max(r.created_at) as last_at
  from reported r
  left join ${reportCases} c on c.target_kind = r.kind and c.target_id = r.target_id
  where c.handled_at is null or r.created_at > c.handled_at
  group by r.kind, r.target_id
) open_cases`;

interface OpenCase {
  kind: ReportTargetKind;
  target_id: number | string;
  reports: number;
  reasons: string[];
  notes: string[] | null;
  last_at: string | Date;
}

export interface ConsoleReportsDeps {
  db: Database;
  comments: Pick<CommentsService, 'remove'>;
  posts: Pick<PostsService, 'remove'>;
  moderation: Pick<ModerationService, 'seal'>;
  chatReports: Pick<ChatReports, 'removeMessage'>;
  now?: () => number;
}

/** Waiting reported things, for the queue count of the console's navigation. */
export async function openReportCount(db: Database): Promise<number> {
  const result: unknown = await db.execute(sql`select count(*)::int as n from ${openCases}`);
  return Number((result as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/**
 * The console's reports queue: one case per reported room, comment, post, chat message or
 * member. Removing uses each feature's own operator action (a comment or post hidden, a room
 * sealed, a message taken out of the chat), so the thing leaves the site exactly as when staff
 * act on it in place; a reported member's nickname and picture are reset (a ban is the Users
 * page's, with a reason and an end).
 */
export function installConsoleReports(app: FastifyInstance, deps: ConsoleReportsDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now?.() ?? Date.now());

  registerCall(app, consoleReportCalls.list, async ({ query }) => {
    const result: unknown = await db.execute(sql`select * from ${openCases}
      ${query.kind ? sql`where kind = ${query.kind}` : sql``}
      order by reports desc, last_at desc, kind, target_id
      limit ${PAGE_SIZE + 1} offset ${(query.page - 1) * PAGE_SIZE}`);
    const rows = (result as { rows: OpenCase[] }).rows;
    const page = rows.slice(0, PAGE_SIZE);
    const byKind = new Map<ReportTargetKind, Map<number, ReportTarget>>();
    for (const kind of REPORT_TARGET_KINDS) {
      const ids = page.filter((row) => row.kind === kind).map((row) => Number(row.target_id));
      byKind.set(kind, await reportTargets(db, kind, ids));
    }
    const list: ReportCase[] = page.map((row) => {
      const id = Number(row.target_id);
      const target = byKind.get(row.kind)?.get(id);
      return {
        target_kind: row.kind,
        target_id: id,
        reports: Number(row.reports),
        reasons: row.reasons,
        notes: row.notes ?? [],
        last_reported_at: new Date(row.last_at).toISOString(),
        excerpt: target?.excerpt ?? '',
        author_id: target?.authorId ?? 0,
        author_nickname: target?.authorNickname ?? '',
        link: target && !target.gone ? target.link : '',
        gone: target?.gone ?? true,
      };
    });
    return { list, has_more: rows.length > PAGE_SIZE };
  });

  registerCall(app, consoleReportCalls.handle, async ({ request, body }) => {
    const operatorId = requireMember(request).userId;
    const present = (await reportTargets(db, body.target_kind, [body.target_id])).get(
      body.target_id,
    );
    // Removing what is already gone only records the decision.
    if (body.outcome === 'removed' && present && !present.gone) {
      if (body.target_kind === 'comment') await deps.comments.remove(operatorId, body.target_id);
      if (body.target_kind === 'post') await deps.posts.remove(operatorId, body.target_id);
      if (body.target_kind === 'message') await deps.chatReports.removeMessage(body.target_id);
      if (body.target_kind === 'user') await resetReportedProfile(db, body.target_id);
      if (body.target_kind === 'room') {
        await deps.moderation.seal(operatorId, {
          room_id: body.target_id,
          sealed: true,
          reason: body.note,
        });
      }
    }
    const decision = {
      outcome: body.outcome,
      note: body.note,
      handledBy: operatorId,
      handledAt: now(),
    };
    await db
      .insert(reportCases)
      .values({ targetKind: body.target_kind, targetId: body.target_id, ...decision })
      .onConflictDoUpdate({
        target: [reportCases.targetKind, reportCases.targetId],
        set: decision,
      });
    return { target_kind: body.target_kind, target_id: body.target_id, outcome: body.outcome };
  });
}
