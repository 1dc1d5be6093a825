import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  channelAgents,
  commissions,
  paymentOrders,
  referralFlags,
  sessions,
  users,
} from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type CommissionRow = typeof commissions.$inferSelect;
export type AgentRow = typeof channelAgents.$inferSelect;

const invitee = alias(users, 'invitee');
const inviter = alias(users, 'inviter');
/** Site days are China days (as the rankings and tasks). */
const chinaDay = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

/** SQL of the distribution centre: invite trees, commissions, flags and channel agents. */
export class DistributionRepository {
  constructor(private readonly db: Database) {}

  /** Who earns from a payer's top-ups: their inviter, that inviter's inviter, their channel. */
  async beneficiariesOf(tx: Database, payerId: number) {
    const [row] = await tx
      .select({
        level1: users.invitedBy,
        level2: inviter.invitedBy,
        channelCode: users.channelCode,
        flagged: sql<boolean>`exists (select 1 from ${referralFlags} where ${referralFlags.inviteeId} = ${users.id})`,
      })
      .from(users)
      .leftJoin(inviter, eq(inviter.id, users.invitedBy))
      .where(eq(users.id, payerId));
    return row ?? null;
  }

  async agentByChannel(tx: Database, code: string): Promise<AgentRow | null> {
    const [row] = await tx
      .select()
      .from(channelAgents)
      .where(and(eq(channelAgents.channelCode, code), eq(channelAgents.active, true)));
    return row ?? null;
  }

  async agent(userId: number): Promise<AgentRow | null> {
    const [row] = await this.db
      .select()
      .from(channelAgents)
      .where(eq(channelAgents.userId, userId));
    return row ?? null;
  }

  async saveAgent(values: typeof channelAgents.$inferInsert): Promise<void> {
    const { userId: _user, createdAt: _created, ...changes } = values;
    await this.db
      .insert(channelAgents)
      .values(values)
      .onConflictDoUpdate({ target: channelAgents.userId, set: changes });
  }

  async channelOwner(code: string): Promise<number | null> {
    const [row] = await this.db
      .select({ userId: channelAgents.userId })
      .from(channelAgents)
      .where(eq(channelAgents.channelCode, code));
    return row?.userId ?? null;
  }

  /** Records a commission; null when the order already has one of this kind. */
  async insertCommission(
    tx: Database,
    values: typeof commissions.$inferInsert,
  ): Promise<number | null> {
    const [row] = await tx
      .insert(commissions)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: commissions.id });
    return row?.id ?? null;
  }

  /** An order's pending and settled commissions, locked. */
  async lockPaidOfOrder(tx: Database, orderId: number): Promise<CommissionRow[]> {
    return tx
      .select()
      .from(commissions)
      .where(
        and(eq(commissions.orderId, orderId), inArray(commissions.status, ['pending', 'settled'])),
      )
      .orderBy(asc(commissions.id))
      .for('update');
  }

  async lockDue(tx: Database, now: Date, limit: number): Promise<CommissionRow[]> {
    return tx
      .select()
      .from(commissions)
      .where(and(eq(commissions.status, 'pending'), lte(commissions.settleAt, now)))
      .orderBy(asc(commissions.settleAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async setStatus(
    tx: Database,
    ids: number[],
    values: Partial<typeof commissions.$inferInsert>,
  ): Promise<void> {
    if (ids.length === 0) return;
    await tx.update(commissions).set(values).where(inArray(commissions.id, ids));
  }

  async countReversedOfOrder(orderId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(commissions)
      .where(and(eq(commissions.orderId, orderId), eq(commissions.status, 'reversed')));
    return row?.count ?? 0;
  }

  async inviteeCounts(userId: number) {
    const [row] = await this.db
      .select({
        level1: sql<number>`count(distinct ${invitee.id})::int`,
        level2: sql<number>`(select count(*)::int from ${users} second
          join ${users} first on first.id = second.invited_by where first.invited_by = ${userId})`,
      })
      .from(invitee)
      .where(eq(invitee.invitedBy, userId));
    return { level1: row?.level1 ?? 0, level2: row?.level2 ?? 0 };
  }

  /** The member's earnings by commission status, in minor units. */
  async earnings(userId: number) {
    const rows = await this.db
      .select({
        status: commissions.status,
        total: sql<number>`coalesce(sum(${commissions.amountMinor}), 0)::float8`,
      })
      .from(commissions)
      .where(eq(commissions.beneficiaryId, userId))
      .groupBy(commissions.status);
    return new Map(rows.map((row) => [row.status, Number(row.total)]));
  }

  /** Level 1: the member's invitees; level 2: their invitees' invitees. Newest first. */
  async invitees(userId: number, level: 1 | 2, page: { limit: number; offset: number }) {
    const condition =
      level === 1
        ? eq(invitee.invitedBy, userId)
        : sql`${invitee.invitedBy} in (select id from ${users} where invited_by = ${userId})`;
    return this.db
      .select({
        userId: invitee.id,
        nickname: invitee.nickname,
        avatar: invitee.avatar,
        createdAt: invitee.createdAt,
        topupCoins: sql<number>`(select coalesce(sum(${paymentOrders.coin}), 0)::float8 from ${paymentOrders}
          where ${paymentOrders.userId} = ${invitee.id} and ${paymentOrders.status} = 'paid')`,
        commissionMinor: sql<number>`(select coalesce(sum(${commissions.amountMinor}), 0)::float8 from ${commissions}
          where ${commissions.inviteeId} = ${invitee.id} and ${commissions.beneficiaryId} = ${userId}
            and ${commissions.status} in ('pending', 'settled'))`,
        flagged: sql<boolean>`exists (select 1 from ${referralFlags} where ${referralFlags.inviteeId} = ${invitee.id})`,
      })
      .from(invitee)
      .where(condition)
      .orderBy(desc(invitee.createdAt), desc(invitee.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  async commissionsOf(userId: number, page: { limit: number; offset: number }) {
    return this.db
      .select({
        commission: commissions,
        inviteeNickname: invitee.nickname,
        orderNo: paymentOrders.orderNo,
      })
      .from(commissions)
      .innerJoin(invitee, eq(invitee.id, commissions.inviteeId))
      .innerJoin(paymentOrders, eq(paymentOrders.id, commissions.orderId))
      .where(eq(commissions.beneficiaryId, userId))
      .orderBy(desc(commissions.createdAt), desc(commissions.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  /** Addresses a member's sessions came from. */
  async addressesOf(userId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ address: sessions.clientAddress })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNotNull(sessions.clientAddress)));
    return rows.flatMap((row) => (row.address ? [row.address] : []));
  }

  /** Other invitees of `inviterId` registered since `since` whose sessions used one of `addresses`. */
  async inviteesFromAddresses(
    inviterId: number,
    exceptId: number,
    addresses: string[],
    since: Date,
  ): Promise<number> {
    if (addresses.length === 0) return 0;
    const [row] = await this.db
      .select({ count: sql<number>`count(distinct ${users.id})::int` })
      .from(users)
      .innerJoin(sessions, eq(sessions.userId, users.id))
      .where(
        and(
          eq(users.invitedBy, inviterId),
          sql`${users.id} <> ${exceptId}`,
          gte(users.createdAt, since),
          inArray(sessions.clientAddress, addresses),
        ),
      );
    return row?.count ?? 0;
  }

  async flag(values: typeof referralFlags.$inferInsert): Promise<void> {
    await this.db.insert(referralFlags).values(values).onConflictDoNothing();
  }

  async flags(page: { limit: number; offset: number }) {
    return this.db
      .select({
        flag: referralFlags,
        inviteeNickname: invitee.nickname,
        inviterNickname: inviter.nickname,
      })
      .from(referralFlags)
      .innerJoin(invitee, eq(invitee.id, referralFlags.inviteeId))
      .innerJoin(inviter, eq(inviter.id, referralFlags.inviterId))
      .orderBy(desc(referralFlags.createdAt))
      .limit(page.limit)
      .offset(page.offset);
  }

  // ——— a channel by day ———

  async registrationsByDay(code: string, from: Date, to: Date) {
    return this.db
      .select({ day: chinaDay(users.createdAt), count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.channelCode, code), gte(users.createdAt, from), lt(users.createdAt, to)))
      .groupBy(sql`1`);
  }

  /** Channel members whose sessions were last seen that day (a session marks one day). */
  async activeByDay(code: string, from: Date, to: Date) {
    return this.db
      .select({
        day: chinaDay(sessions.lastSeenAt),
        count: sql<number>`count(distinct ${sessions.userId})::int`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(users.channelCode, code),
          gte(sessions.lastSeenAt, from),
          lt(sessions.lastSeenAt, to),
        ),
      )
      .groupBy(sql`1`);
  }

  async topupsByDay(code: string, from: Date, to: Date) {
    return this.db
      .select({
        day: chinaDay(paymentOrders.paidAt),
        orders: sql<number>`count(*)::int`,
        coins: sql<number>`coalesce(sum(${paymentOrders.coin}), 0)::float8`,
      })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(
        and(
          eq(users.channelCode, code),
          eq(paymentOrders.status, 'paid'),
          gte(paymentOrders.paidAt, from),
          lt(paymentOrders.paidAt, to),
        ),
      )
      .groupBy(sql`1`);
  }

  async agentEarningsByDay(agentId: number, from: Date, to: Date) {
    return this.db
      .select({
        day: chinaDay(commissions.createdAt),
        total: sql<number>`coalesce(sum(${commissions.amountMinor}), 0)::float8`,
      })
      .from(commissions)
      .where(
        and(
          eq(commissions.beneficiaryId, agentId),
          eq(commissions.kind, 'agent'),
          inArray(commissions.status, ['pending', 'settled']),
          gte(commissions.createdAt, from),
          lt(commissions.createdAt, to),
        ),
      )
      .groupBy(sql`1`);
  }

  async nickname(userId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, userId));
    return row?.nickname ?? null;
  }
}
