import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { guessStakes, guesses, liveRooms } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

export type GuessRow = typeof guesses.$inferSelect;
export type StakeRow = typeof guessStakes.$inferSelect;

/** SQL of fun-guesses and their stakes. */
export class GuessRepository {
  constructor(private readonly db: Database) {}

  async insert(tx: Database, values: typeof guesses.$inferInsert): Promise<GuessRow> {
    const [row] = await tx.insert(guesses).values(values).returning();
    if (!row) throw new Error('guess not inserted');
    return row;
  }

  async openCount(roomId: number, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(guesses)
      .where(and(eq(guesses.roomId, roomId), inArray(guesses.status, ['open', 'pending'])));
    return row?.count ?? 0;
  }

  async guess(id: number, db: Database = this.db): Promise<GuessRow | null> {
    const [row] = await db.select().from(guesses).where(eq(guesses.id, id));
    return row ?? null;
  }

  /**
   * The guess locked for a stake; a settlement waits for stakes under way. A pool's stakes go
   * in side by side (share lock); a fixed-odds guess's queue (update lock), because each one
   * checks the guess's worst-case payout with every stake before it counted.
   */
  async lockForStake(tx: Database, id: number, mode: 'share' | 'update'): Promise<GuessRow | null> {
    const [row] = await tx.select().from(guesses).where(eq(guesses.id, id)).for(mode);
    return row ?? null;
  }

  /**
   * Locks the room's row so that guesses opened in one room at once queue, and the limits on
   * open guesses and guesses a day are counted with every earlier one in.
   */
  async lockRoom(tx: Database, roomId: number): Promise<void> {
    await tx
      .select({ id: liveRooms.id })
      .from(liveRooms)
      .where(eq(liveRooms.id, roomId))
      .for('update');
  }

  /** Guesses a room opened since `since`. */
  async createdSince(roomId: number, since: Date, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(guesses)
      .where(and(eq(guesses.roomId, roomId), gte(guesses.createdAt, since)));
    return row?.count ?? 0;
  }

  /** Open guesses, with their match: the ones to close once their match has kicked off. */
  openGuesses() {
    return this.db
      .select({ id: guesses.id, matchId: guesses.matchId })
      .from(guesses)
      .where(eq(guesses.status, 'open'));
  }

  /** Moves a guess from one of `from` to `to`; null when it was not in one of them any more. */
  async transition(
    tx: Database,
    id: number,
    from: string[],
    values: Partial<typeof guesses.$inferInsert> & { status: string },
  ): Promise<GuessRow | null> {
    const [row] = await tx
      .update(guesses)
      .set(values)
      .where(and(eq(guesses.id, id), inArray(guesses.status, from)))
      .returning();
    return row ?? null;
  }

  /**
   * Adds to a member's stake on a guess: one conditional upsert on the (guess, member) key, so
   * however many stakes arrive at once a member backs one option and never passes `max` on it.
   * Null when the stake was refused; `stakeOf` then says why.
   */
  async addStake(
    tx: Database,
    stake: { guessId: number; userId: number; option: string; amount: number; max: number },
  ): Promise<number | null> {
    const rows = await tx
      .insert(guessStakes)
      .values({
        guessId: stake.guessId,
        userId: stake.userId,
        option: stake.option,
        amount: stake.amount,
      })
      .onConflictDoUpdate({
        target: [guessStakes.guessId, guessStakes.userId, guessStakes.stakeSlot],
        set: { amount: sql`${guessStakes.amount} + excluded.amount` },
        setWhere: sql`${guessStakes.option} = excluded.option and ${guessStakes.amount} + excluded.amount <= ${stake.max}`,
      })
      .returning({ id: guessStakes.id });
    return rows[0]?.id ?? null;
  }

  /** The member's stake on a guess (one option), if any. */
  async stakeOf(tx: Database, guessId: number, userId: number): Promise<StakeRow | null> {
    const [row] = await tx
      .select()
      .from(guessStakes)
      .where(
        and(
          eq(guessStakes.guessId, guessId),
          eq(guessStakes.userId, userId),
          // The row new stakes add to (older rows of other options: migration 0017).
          eq(guessStakes.stakeSlot, 0),
        ),
      );
    return row ?? null;
  }

  /** Gold staked on each option of a guess, as `tx` sees it. */
  async stakedByOption(tx: Database, guessId: number): Promise<Record<string, number>> {
    const rows = await tx
      .select({
        option: guessStakes.option,
        staked: sql<number>`sum(${guessStakes.amount})::int`,
      })
      .from(guessStakes)
      .where(eq(guessStakes.guessId, guessId))
      .groupBy(guessStakes.option);
    return Object.fromEntries(rows.map((row) => [row.option, row.staked]));
  }

  stakesOf(guessId: number, db: Database = this.db) {
    return db.select().from(guessStakes).where(eq(guessStakes.guessId, guessId));
  }

  async settleStake(
    tx: Database,
    id: number,
    outcome: { status: string; payout: number; at: Date },
  ) {
    await tx
      .update(guessStakes)
      .set({ status: outcome.status, payout: outcome.payout, settledAt: outcome.at })
      .where(and(eq(guessStakes.id, id), eq(guessStakes.status, 'pending')));
  }

  /** Per option: gold staked and how many members. */
  totals(guessIds: number[]) {
    if (guessIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        guessId: guessStakes.guessId,
        option: guessStakes.option,
        staked: sql<number>`sum(${guessStakes.amount})::int`,
        bettors: sql<number>`count(*)::int`,
      })
      .from(guessStakes)
      .where(inArray(guessStakes.guessId, guessIds))
      .groupBy(guessStakes.guessId, guessStakes.option);
  }

  myStakes(guessIds: number[], userId: number) {
    if (guessIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        guessId: guessStakes.guessId,
        option: guessStakes.option,
        amount: guessStakes.amount,
      })
      .from(guessStakes)
      .where(and(inArray(guessStakes.guessId, guessIds), eq(guessStakes.userId, userId)));
  }

  /** A room's open and pending guesses, and those settled or stopped since `recentSince`. */
  roomGuesses(roomId: number, recentSince: Date) {
    return this.db
      .select()
      .from(guesses)
      .where(
        and(
          eq(guesses.roomId, roomId),
          or(inArray(guesses.status, ['open', 'pending']), gte(guesses.settledAt, recentSince)),
        ),
      )
      .orderBy(desc(guesses.id));
  }

  unsettled() {
    return this.db
      .select({ id: guesses.id, matchId: guesses.matchId })
      .from(guesses)
      .where(inArray(guesses.status, ['open', 'pending']));
  }

  records(
    userId: number,
    filter: { statuses?: string[]; from: Date; to?: Date; offset: number; limit: number },
  ) {
    return this.db
      .select({ stake: guessStakes, guess: guesses })
      .from(guessStakes)
      .innerJoin(guesses, eq(guesses.id, guessStakes.guessId))
      .where(
        and(
          eq(guessStakes.userId, userId),
          filter.statuses ? inArray(guessStakes.status, filter.statuses) : undefined,
          gte(guessStakes.createdAt, filter.from),
          filter.to ? lt(guessStakes.createdAt, filter.to) : undefined,
        ),
      )
      .orderBy(desc(guessStakes.createdAt), desc(guessStakes.id))
      .offset(filter.offset)
      .limit(filter.limit);
  }
}
