import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { channelAgents, sessions, users, verificationCodes } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export class AccountsRepository {
  constructor(private readonly db: Database) {}

  async findUserByMobile(countryCode: number, mobile: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.countryCode, countryCode), eq(users.mobile, mobile)));
    return row;
  }

  async findUserById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findUserByInviteCode(inviteCode: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.inviteCode, inviteCode));
    return row;
  }

  /** Inserts a user; undefined when the mobile number or invite code is already taken. */
  /** The channel code if an active agent owns it, else null. */
  async activeChannel(code: string): Promise<string | null> {
    const [row] = await this.db
      .select({ code: channelAgents.channelCode })
      .from(channelAgents)
      .where(and(eq(channelAgents.channelCode, code), eq(channelAgents.active, true)));
    return row?.code ?? null;
  }

  async insertUser(values: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  }

  async insertCode(values: typeof verificationCodes.$inferInsert): Promise<void> {
    await this.db.insert(verificationCodes).values(values);
  }

  /**
   * The newest code of a number and scene, its row locked for the rest of `tx`, so two
   * concurrent checks cannot both consume it or lose an attempt count.
   */
  async lockLatestCode(
    tx: Database,
    key: { countryCode: number; mobile: string; scene: string },
  ): Promise<VerificationCodeRow | undefined> {
    const [code] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.countryCode, key.countryCode),
          eq(verificationCodes.mobile, key.mobile),
          eq(verificationCodes.scene, key.scene),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1)
      .for('update');
    return code;
  }

  async countCodeAttempt(tx: Database, id: number): Promise<void> {
    await tx
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id));
  }

  async consumeCode(tx: Database, id: number, now: Date): Promise<void> {
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, id));
  }

  async insertSession(values: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [row] = await this.db.insert(sessions).values(values).returning();
    if (!row) throw new Error('session insert returned no row');
    return row;
  }

  async findLiveSession(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      );
    return row;
  }

  async touchSession(id: number, now: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }

  /** Revokes one session; returns its token hash when it was live. */
  async revokeSession(tokenHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  /**
   * Revokes every live session of a user (password change), except `keepSessionId` when given;
   * returns their token hashes.
   */
  async revokeUserSessions(userId: number, now: Date, keepSessionId?: number): Promise<string[]> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
        ),
      )
      .returning({ tokenHash: sessions.tokenHash });
    return rows.map((row) => row.tokenHash);
  }
}
