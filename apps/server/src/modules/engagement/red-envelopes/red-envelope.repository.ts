import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { liveRooms, redEnvelopeShares, redEnvelopes, users } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

const remainingCount = sql<number>`(select count(*)::int from ${redEnvelopeShares}
  where ${redEnvelopeShares.envelopeId} = ${redEnvelopes.id}
    and ${redEnvelopeShares.claimedBy} is null)`.as('remaining_count');

function envelopeColumns(viewerId: number | null) {
  return {
    envelope: redEnvelopes,
    nickname: users.nickname,
    avatar: users.avatar,
    remainingCount,
    myShare: sql<number | null>`(select ${redEnvelopeShares.amountMinor} from ${redEnvelopeShares}
      where ${redEnvelopeShares.envelopeId} = ${redEnvelopes.id}
        and ${redEnvelopeShares.claimedBy} = ${viewerId ?? 0})`.as('my_share'),
  };
}

export interface EnvelopeView {
  envelope: typeof redEnvelopes.$inferSelect;
  nickname: string;
  avatar: string;
  remainingCount: number;
  myShare: number | null;
}

/** SQL of red envelopes and their shares. */
export class RedEnvelopeRepository {
  constructor(private readonly db: Database) {}

  async room(roomId: number) {
    const [row] = await this.db
      .select({
        id: liveRooms.id,
        liveStatus: liveRooms.liveStatus,
        sealedAt: liveRooms.sealedAt,
      })
      .from(liveRooms)
      .where(eq(liveRooms.id, roomId));
    return row ?? null;
  }

  /** The new envelope's id, or null when this sender already used `requestId`. */
  async insert(tx: Database, values: typeof redEnvelopes.$inferInsert): Promise<number | null> {
    const [row] = await tx
      .insert(redEnvelopes)
      .values(values)
      .onConflictDoNothing({ target: [redEnvelopes.senderId, redEnvelopes.requestId] })
      .returning({ id: redEnvelopes.id });
    return row?.id ?? null;
  }

  async insertShares(tx: Database, envelopeId: number, amounts: number[]) {
    await tx
      .insert(redEnvelopeShares)
      .values(amounts.map((amountMinor, seq) => ({ envelopeId, seq, amountMinor })));
  }

  /** Where an envelope was sent and by whom (what a claim checks before it queues). */
  async origin(id: number): Promise<{ roomId: number; senderId: number } | null> {
    const [row] = await this.db
      .select({ roomId: redEnvelopes.roomId, senderId: redEnvelopes.senderId })
      .from(redEnvelopes)
      .where(eq(redEnvelopes.id, id));
    return row ?? null;
  }

  async idByRequest(senderId: number, requestId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: redEnvelopes.id })
      .from(redEnvelopes)
      .where(and(eq(redEnvelopes.senderId, senderId), eq(redEnvelopes.requestId, requestId)));
    return row?.id ?? null;
  }

  async view(id: number, viewerId: number | null): Promise<EnvelopeView | null> {
    const [row] = await this.db
      .select(envelopeColumns(viewerId))
      .from(redEnvelopes)
      .innerJoin(users, eq(users.id, redEnvelopes.senderId))
      .where(eq(redEnvelopes.id, id));
    return row ?? null;
  }

  openInRoom(roomId: number, viewerId: number | null, now: Date): Promise<EnvelopeView[]> {
    return this.db
      .select(envelopeColumns(viewerId))
      .from(redEnvelopes)
      .innerJoin(users, eq(users.id, redEnvelopes.senderId))
      .where(
        and(
          eq(redEnvelopes.roomId, roomId),
          isNull(redEnvelopes.refundedAt),
          gt(redEnvelopes.expiresAt, now),
        ),
      )
      .orderBy(asc(redEnvelopes.id));
  }

  claims(envelopeId: number) {
    return this.db
      .select({
        id: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        amountMinor: redEnvelopeShares.amountMinor,
        claimedAt: redEnvelopeShares.claimedAt,
      })
      .from(redEnvelopeShares)
      .innerJoin(users, eq(users.id, redEnvelopeShares.claimedBy))
      .where(eq(redEnvelopeShares.envelopeId, envelopeId))
      .orderBy(asc(redEnvelopeShares.claimedAt), asc(redEnvelopeShares.seq));
  }

  /**
   * The envelope under a share lock, so that its refund (which takes the row for update) waits
   * for claims under way, and claims after it see it refunded.
   */
  async lockForClaim(tx: Database, id: number) {
    const [row] = await tx
      .select({
        senderId: redEnvelopes.senderId,
        roomId: redEnvelopes.roomId,
        expiresAt: redEnvelopes.expiresAt,
        refundedAt: redEnvelopes.refundedAt,
      })
      .from(redEnvelopes)
      .where(eq(redEnvelopes.id, id))
      .for('share');
    return row ?? null;
  }

  async shareOf(tx: Database, envelopeId: number, userId: number) {
    const [row] = await tx
      .select({ amountMinor: redEnvelopeShares.amountMinor })
      .from(redEnvelopeShares)
      .where(
        and(eq(redEnvelopeShares.envelopeId, envelopeId), eq(redEnvelopeShares.claimedBy, userId)),
      );
    return row?.amountMinor ?? null;
  }

  /**
   * Gives the member the first free share nobody else is taking right now; null when there is
   * none free (all claimed, or the last ones are being taken this instant).
   */
  async takeShare(tx: Database, envelopeId: number, userId: number, now: Date) {
    const result: unknown = await tx.execute(sql`
      update ${redEnvelopeShares} set claimed_by = ${userId}, claimed_at = ${now.toISOString()}::timestamptz
      where (envelope_id, seq) = (
        select envelope_id, seq from ${redEnvelopeShares}
        where envelope_id = ${envelopeId} and claimed_by is null
        order by seq limit 1 for update skip locked)
      returning amount_minor`);
    // PGlite and node-postgres both answer with `rows`; Drizzle types it per driver.
    const row = (result as { rows: Array<{ amount_minor: number | string }> }).rows[0];
    return row ? Number(row.amount_minor) : null;
  }

  async unclaimedCount(tx: Database, envelopeId: number): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(redEnvelopeShares)
      .where(
        and(eq(redEnvelopeShares.envelopeId, envelopeId), isNull(redEnvelopeShares.claimedBy)),
      );
    return row?.count ?? 0;
  }

  /** Expired envelopes not yet refunded, locked so that only one instance refunds each. */
  dueForRefund(tx: Database, now: Date, limit: number) {
    return tx
      .select({ id: redEnvelopes.id, senderId: redEnvelopes.senderId, roomId: redEnvelopes.roomId })
      .from(redEnvelopes)
      .where(and(isNull(redEnvelopes.refundedAt), lte(redEnvelopes.expiresAt, now)))
      .orderBy(asc(redEnvelopes.expiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async unclaimedSum(tx: Database, envelopeId: number): Promise<number> {
    const [row] = await tx
      .select({ sum: sql<string>`coalesce(sum(${redEnvelopeShares.amountMinor}), 0)` })
      .from(redEnvelopeShares)
      .where(
        and(eq(redEnvelopeShares.envelopeId, envelopeId), isNull(redEnvelopeShares.claimedBy)),
      );
    return Number(row?.sum ?? 0);
  }

  async markRefunded(tx: Database, envelopeId: number, refundMinor: number, now: Date) {
    await tx
      .update(redEnvelopes)
      .set({ refundedAt: now, refundMinor })
      .where(eq(redEnvelopes.id, envelopeId));
  }
}
