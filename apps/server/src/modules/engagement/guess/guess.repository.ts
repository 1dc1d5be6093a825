import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { guessStakes, guesses } from '../../../db/schema/index';
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

  /** The guess under a share lock: stakes go in side by side, a settlement waits for them. */
  async lockForStake(tx: Database, id: number): Promise<GuessRow | null> {
    const [row] = await tx.select().from(guesses).where(eq(guesses.id, id)).for('share');
    return row ?? null;
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
   * Adds to a member's stake on an option, never beyond `max`: one conditional upsert, so two
   * stakes at once cannot pass the limit together. False when it would.
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
        target: [guessStakes.guessId, guessStakes.userId, guessStakes.option],
        set: { amount: sql`${guessStakes.amount} + excluded.amount` },
        setWhere: sql`${guessStakes.amount} + excluded.amount <= ${stake.max}`,
      })
      .returning({ id: guessStakes.id });
    return rows[0]?.id ?? null;
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
