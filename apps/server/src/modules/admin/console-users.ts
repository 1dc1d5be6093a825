import { consoleUserCalls, isStaffRole, type ConsoleUser, type UserRole } from '@tifo/contract';
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberSanctions, sessions, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { requireMember } from '../../platform/http/auth-context';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';
import type { MemberSanctions } from '../accounts/member-sanctions';
import { maskMobile } from '../accounts/mobile-numbers';
import type { SessionService } from '../accounts/session.service';
import type { Money } from '../money/money-module';

const PAGE_SIZE = 30;
const RECENT_ORDERS = 10;
const SESSIONS_SHOWN = 20;

type UserRow = typeof users.$inferSelect;

export interface ConsoleUsersDeps {
  db: Database;
  sanctions: MemberSanctions;
  sessions: Pick<SessionService, 'revokeAllForUser'>;
  money: Pick<Money, 'ledger' | 'statements' | 'topup'>;
  now?: () => number;
}

/** Active-sanction flags of a user row, in the same query as the row. */
function activeSanction(kind: 'ban' | 'mute', now: Date): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${memberSanctions} s where s.user_id = ${users.id}
    and s.kind = ${kind} and s.lifted_at is null
    and (s.until is null or s.until > ${now.toISOString()}::timestamptz))`;
}

/**
 * The console's Users page: search, a member's account at a glance, and the site-wide
 * sanctions. Phone numbers are whole to administrators only (moderators see them masked).
 */
/** A member's nickname (neutral, the id keeps it tellable apart) or picture set back. */
async function resetProfileFields(
  db: Database,
  userId: number,
  fields: ReadonlyArray<'nickname' | 'avatar'>,
): Promise<{ nickname: string; avatar: string }> {
  const [row] = await db
    .update(users)
    .set({
      ...(fields.includes('nickname') && { nickname: `Tifo${userId}` }),
      ...(fields.includes('avatar') && { avatar: '' }),
    })
    .where(eq(users.id, userId))
    .returning({ nickname: users.nickname, avatar: users.avatar });
  if (!row) throw new AppError('profile.userNotFound', { httpStatus: 404 });
  return row;
}

/**
 * A reported member whose report is upheld: nickname and picture reset, as both are what other
 * members see of them. Staff are refused, as with every sanction.
 */
export async function resetReportedProfile(db: Database, userId: number): Promise<void> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (row && isStaffRole(row.role)) throw new AppError('admin.staffNotSanctioned');
  if (row) await resetProfileFields(db, userId, ['nickname', 'avatar']);
}

export function installConsoleUsers(app: FastifyInstance, deps: ConsoleUsersDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now?.() ?? Date.now());

  async function viewerIsAdministrator(userId: number): Promise<boolean> {
    return (await app.accessPolicy?.isAdministrator(userId)) ?? false;
  }

  function userSelection(at: Date) {
    return {
      row: users,
      banned: activeSanction('ban', at),
      muted: activeSanction('mute', at),
    };
  }

  function toConsoleUser(
    found: { row: UserRow; banned: boolean; muted: boolean },
    fullMobile: boolean,
  ): ConsoleUser {
    const { row } = found;
    return {
      user_id: row.id,
      nickname: row.nickname,
      avatar: row.avatar,
      country_code: row.countryCode,
      mobile: fullMobile ? row.mobile : maskMobile(row.mobile),
      role: row.role as UserRole,
      is_anchor: row.isAnchor === 1,
      registered_at: row.createdAt.toISOString(),
      banned: Boolean(found.banned),
      muted: Boolean(found.muted),
    };
  }

  async function memberRow(userId: number) {
    const [found] = await db.select(userSelection(now())).from(users).where(eq(users.id, userId));
    if (!found) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    return found;
  }

  registerCall(app, consoleUserCalls.search, async ({ request, query }) => {
    const fullMobile = await viewerIsAdministrator(requireMember(request).userId);
    const q = query.q;
    const conditions: SQL[] = [];
    if (query.who === 'staff') conditions.push(inArray(users.role, ['moderator', 'operator']));
    if (/^\d+$/.test(q)) {
      // Digits: an id, or part of a mobile number (moderators may search by one they were told).
      conditions.push(
        or(
          q.length <= 15 ? eq(users.id, Number(q)) : sql`false`,
          q.length >= 4 ? sql`${users.mobile} like ${`%${q}%`}` : sql`false`,
        )!,
      );
    } else if (q) {
      conditions.push(sql`${users.nicknameSearch} like '%' || search_fold(${q}) || '%'`);
    }
    const rows = await db
      .select(userSelection(now()))
      .from(users)
      .where(and(...conditions))
      .orderBy(desc(users.id))
      .limit(PAGE_SIZE + 1)
      .offset((query.page - 1) * PAGE_SIZE);
    return {
      list: rows.slice(0, PAGE_SIZE).map((row) => toConsoleUser(row, fullMobile)),
      has_more: rows.length > PAGE_SIZE,
    };
  });

  registerCall(app, consoleUserCalls.detail, async ({ request, query }) => {
    const fullMobile = await viewerIsAdministrator(requireMember(request).userId);
    const found = await memberRow(query.user_id);
    const at = now();
    const [wallet, liveSessions, sanctions, orders] = await Promise.all([
      deps.money.ledger.wallet(query.user_id),
      db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, query.user_id),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt))
        .limit(SESSIONS_SHOWN),
      deps.sanctions.history(query.user_id),
      deps.money.topup.orders(query.user_id, { offset: 0, limit: RECENT_ORDERS }),
    ]);
    return {
      user: toConsoleUser(found, fullMobile),
      signature: found.row.signature,
      invite_code: found.row.inviteCode,
      invited_by: found.row.invitedBy,
      channel_code: found.row.channelCode,
      wallet,
      sessions: liveSessions.map((session) => ({
        id: session.id,
        device_type: session.deviceType,
        user_agent: session.userAgent ?? '',
        client_address: session.clientAddress ?? '',
        created_at: session.createdAt.toISOString(),
        last_seen_at: session.lastSeenAt.toISOString(),
      })),
      sanctions,
      recent_orders: orders,
    };
  });

  registerCall(app, consoleUserCalls.ledger, async ({ query, language }) => {
    await memberRow(query.user_id);
    const page = await deps.money.statements.page(query.user_id, { page: query.page }, language);
    return { entries: page.entries, has_more: page.has_more };
  });

  registerCall(app, consoleUserCalls.sanction, async ({ request, body }) => {
    const found = await memberRow(body.user_id);
    if (isStaffRole(found.row.role)) throw new AppError('admin.staffNotSanctioned');
    const sanction = await deps.sanctions.impose({
      userId: body.user_id,
      kind: body.kind,
      reason: body.reason,
      minutes: body.minutes,
      operatorId: requireMember(request).userId,
    });
    // A banned member is signed out everywhere at once (their sockets close too).
    if (body.kind === 'ban') await deps.sessions.revokeAllForUser(body.user_id);
    return sanction;
  });

  registerCall(app, consoleUserCalls.lift, async ({ request, body }) => {
    const lifted = await deps.sanctions.lift(body.id, requireMember(request).userId);
    if (!lifted) throw new AppError('admin.sanctionNotFound', { httpStatus: 404 });
    return lifted;
  });

  registerCall(app, consoleUserCalls.resetProfile, async ({ body }) => {
    const found = await memberRow(body.user_id);
    if (isStaffRole(found.row.role)) throw new AppError('admin.staffNotSanctioned');
    const row = await resetProfileFields(db, body.user_id, [body.field]);
    return { user_id: body.user_id, nickname: row.nickname, avatar: row.avatar };
  });

  registerCall(app, consoleUserCalls.revokeSessions, async ({ body }) => {
    await memberRow(body.user_id);
    const [{ live }] = (await db
      .select({ live: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.userId, body.user_id), isNull(sessions.revokedAt)))) as [
      { live: number },
    ];
    await deps.sessions.revokeAllForUser(body.user_id);
    return { user_id: body.user_id, revoked: live };
  });
}
