import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { alertSettings, favourites, matchFollows } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export interface FavouriteRow {
  kind: 'team' | 'competition' | 'match';
  targetId: string;
  sport: string;
  alerts: number;
}

export interface AlertSettingsRow {
  quietFrom: number | null;
  quietTo: number | null;
  timeZone: string;
  spoilerSafe: boolean;
}

/** Who an event of a match concerns: its teams, its competition and the match itself. */
export interface MatchTargets {
  matchId: string;
  competitionId: string;
  teamIds: readonly string[];
}

/** A member's teams, competitions and followed matches, with the alerts chosen for each. */
export class FavouritesRepository {
  constructor(private readonly db: Database) {}

  async list(userId: number): Promise<FavouriteRow[]> {
    const [saved, matches] = await Promise.all([
      this.db
        .select()
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(favourites.createdAt),
      this.db
        .select()
        .from(matchFollows)
        .where(eq(matchFollows.userId, userId))
        .orderBy(matchFollows.kickoff),
    ]);
    return [
      ...saved.map((row) => ({
        kind: row.kind === 'team' ? ('team' as const) : ('competition' as const),
        targetId: row.targetId,
        sport: row.sport,
        alerts: row.alerts,
      })),
      ...matches.map((row) => ({
        kind: 'match' as const,
        targetId: row.matchId,
        sport: row.sport,
        alerts: row.alerts,
      })),
    ];
  }

  async count(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    return row?.value ?? 0;
  }

  async add(userId: number, row: Omit<FavouriteRow, 'kind'> & { kind: 'team' | 'competition' }) {
    await this.db
      .insert(favourites)
      .values({
        userId,
        kind: row.kind,
        targetId: row.targetId,
        sport: row.sport,
        alerts: row.alerts,
      })
      .onConflictDoNothing();
  }

  async remove(userId: number, kind: 'team' | 'competition', targetId: string) {
    await this.db
      .delete(favourites)
      .where(
        and(
          eq(favourites.userId, userId),
          eq(favourites.kind, kind),
          eq(favourites.targetId, targetId),
        ),
      );
  }

  /** Sets the alerts of an existing favourite; false when the member does not have it. */
  async setAlerts(
    userId: number,
    kind: FavouriteRow['kind'],
    targetId: string,
    alerts: number,
  ): Promise<boolean> {
    const updated =
      kind === 'match'
        ? await this.db
            .update(matchFollows)
            .set({ alerts })
            .where(and(eq(matchFollows.userId, userId), eq(matchFollows.matchId, targetId)))
            .returning({ userId: matchFollows.userId })
        : await this.db
            .update(favourites)
            .set({ alerts })
            .where(
              and(
                eq(favourites.userId, userId),
                eq(favourites.kind, kind),
                eq(favourites.targetId, targetId),
              ),
            )
            .returning({ userId: favourites.userId });
    return updated.length > 0;
  }

  async settings(userId: number): Promise<AlertSettingsRow | null> {
    const [row] = await this.db
      .select()
      .from(alertSettings)
      .where(eq(alertSettings.userId, userId));
    return row ?? null;
  }

  async saveSettings(userId: number, settings: AlertSettingsRow): Promise<void> {
    await this.db
      .insert(alertSettings)
      .values({ userId, ...settings })
      .onConflictDoUpdate({
        target: alertSettings.userId,
        set: { ...settings, updatedAt: sql`now()` },
      });
  }

  /**
   * Members who asked for `bit` on this match: by following it, one of its teams or its
   * competition. Each member once, with their quiet hours (null: the defaults).
   */
  async recipients(
    targets: MatchTargets,
    bit: number,
  ): Promise<{ userId: number; settings: AlertSettingsRow | null }[]> {
    const bySaved = this.db
      .select({ userId: favourites.userId })
      .from(favourites)
      .where(
        and(
          sql`(${favourites.alerts} & ${bit}) <> 0`,
          or(
            and(eq(favourites.kind, 'competition'), eq(favourites.targetId, targets.competitionId)),
            targets.teamIds.length > 0
              ? and(eq(favourites.kind, 'team'), inArray(favourites.targetId, [...targets.teamIds]))
              : sql`false`,
          ),
        ),
      );
    const byMatch = this.db
      .select({ userId: matchFollows.userId })
      .from(matchFollows)
      .where(
        and(eq(matchFollows.matchId, targets.matchId), sql`(${matchFollows.alerts} & ${bit}) <> 0`),
      );
    const users = bySaved.union(byMatch).as('recipients');
    const rows = await this.db
      .select({
        userId: users.userId,
        quietFrom: alertSettings.quietFrom,
        quietTo: alertSettings.quietTo,
        timeZone: alertSettings.timeZone,
        spoilerSafe: alertSettings.spoilerSafe,
      })
      .from(users)
      .leftJoin(alertSettings, eq(alertSettings.userId, users.userId));
    return rows.map((row) => ({
      userId: row.userId,
      settings:
        row.timeZone === null
          ? null
          : {
              quietFrom: row.quietFrom,
              quietTo: row.quietTo,
              timeZone: row.timeZone,
              spoilerSafe: row.spoilerSafe ?? true,
            },
    }));
  }
}
