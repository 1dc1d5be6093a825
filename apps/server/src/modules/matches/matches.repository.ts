import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { matchFollows, matchReservations } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export interface MemberMatchRow {
  matchId: string;
  sport: string;
  kickoff: Date;
  createdAt: Date;
}

type MemberMatchTable = typeof matchFollows | typeof matchReservations;

/** A member's followed and reserved matches. Inserting twice or deleting twice is a no-op. */
export class MatchesRepository {
  constructor(private readonly db: Database) {}

  addFollow(userId: number, match: { id: string; sport: string; kickoff: number }) {
    return this.add(matchFollows, userId, match);
  }

  removeFollow(userId: number, matchId: string) {
    return this.remove(matchFollows, userId, matchId);
  }

  isFollowing(userId: number, matchId: string) {
    return this.has(matchFollows, userId, matchId);
  }

  listFollows(userId: number, sport?: string) {
    return this.list(matchFollows, userId, sport);
  }

  addReservation(userId: number, match: { id: string; sport: string; kickoff: number }) {
    return this.add(matchReservations, userId, match);
  }

  removeReservation(userId: number, matchId: string) {
    return this.remove(matchReservations, userId, matchId);
  }

  isReserved(userId: number, matchId: string) {
    return this.has(matchReservations, userId, matchId);
  }

  listReservations(userId: number) {
    return this.list(matchReservations, userId);
  }

  /**
   * Claims the reservations whose kick-off falls in (from, to] and that have not been reminded,
   * marking them reminded in the same statement: however many instances run this, each
   * reminder goes out once.
   */
  async claimDueReminders(from: Date, to: Date, now: Date) {
    return this.db
      .update(matchReservations)
      .set({ remindedAt: now })
      .where(
        and(
          isNull(matchReservations.remindedAt),
          gt(matchReservations.kickoff, from),
          lte(matchReservations.kickoff, to),
        ),
      )
      .returning({ userId: matchReservations.userId, matchId: matchReservations.matchId });
  }

  private async add(
    table: MemberMatchTable,
    userId: number,
    match: { id: string; sport: string; kickoff: number },
  ): Promise<void> {
    await this.db
      .insert(table)
      .values({ userId, matchId: match.id, sport: match.sport, kickoff: new Date(match.kickoff) })
      .onConflictDoNothing();
  }

  private async remove(table: MemberMatchTable, userId: number, matchId: string): Promise<void> {
    await this.db.delete(table).where(and(eq(table.userId, userId), eq(table.matchId, matchId)));
  }

  private async has(table: MemberMatchTable, userId: number, matchId: string): Promise<boolean> {
    const rows = await this.db
      .select({ matchId: table.matchId })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.matchId, matchId)))
      .limit(1);
    return rows.length > 0;
  }

  private async list(
    table: MemberMatchTable,
    userId: number,
    sport?: string,
  ): Promise<MemberMatchRow[]> {
    return this.db
      .select({
        matchId: table.matchId,
        sport: table.sport,
        kickoff: table.kickoff,
        createdAt: table.createdAt,
      })
      .from(table)
      .where(and(eq(table.userId, userId), sport ? eq(table.sport, sport) : undefined))
      .orderBy(asc(table.kickoff), asc(table.matchId))
      .limit(500);
  }
}
