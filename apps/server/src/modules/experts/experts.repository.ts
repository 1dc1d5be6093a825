import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  analyses,
  analysisCorrections,
  analysisPurchases,
  expertApplications,
  experts,
  follows,
  users,
} from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type ApplicationRow = typeof expertApplications.$inferSelect;
export type ExpertRow = typeof experts.$inferSelect;
export type AnalysisRow = typeof analyses.$inferSelect;
export type PurchaseRow = typeof analysisPurchases.$inferSelect;
type Page = { offset: number; limit: number };

const briefFields = { userId: users.id, nickname: users.nickname, avatar: users.avatar };

export interface AnalysisFilter {
  expertId?: number | undefined;
  matchId?: string | undefined;
  settled?: boolean | undefined;
}

/** Applications, experts, analyses, corrections and purchases. */
export class ExpertsRepository {
  constructor(private readonly db: Database) {}

  // --- applications and experts -------------------------------------------------------------

  async application(userId: number): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .select()
      .from(expertApplications)
      .where(eq(expertApplications.userId, userId));
    return row ?? null;
  }

  /** A new application, or a new try after a rejection; null while one waits or was approved. */
  async upsertApplication(values: {
    userId: number;
    realName: string;
    wechat: string;
    experience: string;
  }): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .insert(expertApplications)
      .values({ ...values, status: 'waiting' })
      .onConflictDoUpdate({
        target: expertApplications.userId,
        set: {
          ...values,
          status: 'waiting',
          reviewNote: '',
          createdAt: new Date(),
          decidedAt: null,
        },
        setWhere: eq(expertApplications.status, 'rejected'),
      })
      .returning();
    return row ?? null;
  }

  async decideApplication(
    tx: Database,
    userId: number,
    decision: { approve: boolean; note: string; reviewerId: number },
  ): Promise<ApplicationRow | null> {
    const [row] = await tx
      .update(expertApplications)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        reviewNote: decision.note,
        reviewerId: decision.reviewerId,
        decidedAt: new Date(),
      })
      .where(and(eq(expertApplications.userId, userId), eq(expertApplications.status, 'waiting')))
      .returning();
    return row ?? null;
  }

  async makeExpert(tx: Database, userId: number): Promise<void> {
    await tx.insert(experts).values({ userId }).onConflictDoNothing();
  }

  async expert(userId: number): Promise<(ExpertRow & { nickname: string; avatar: string }) | null> {
    const [row] = await this.db
      .select({ expert: experts, nickname: users.nickname, avatar: users.avatar })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .where(eq(experts.userId, userId));
    return row ? { ...row.expert, nickname: row.nickname, avatar: row.avatar } : null;
  }

  async updateExpert(userId: number, values: Partial<typeof experts.$inferInsert>): Promise<void> {
    await this.db.update(experts).set(values).where(eq(experts.userId, userId));
  }

  /** Nickname, avatar and title of these experts. */
  async briefs(ids: number[]) {
    if (ids.length === 0)
      return new Map<number, { nickname: string; avatar: string; title: string }>();
    const rows = await this.db
      .select({ ...briefFields, title: experts.title })
      .from(users)
      .leftJoin(experts, eq(experts.userId, users.id))
      .where(inArray(users.id, ids));
    return new Map(
      rows.map((row) => [
        row.userId,
        { nickname: row.nickname, avatar: row.avatar, title: row.title ?? '' },
      ]),
    );
  }

  /** How many follow an expert, and whether the viewer does. */
  async follows(viewerId: number | null, userId: number) {
    const [row] = await this.db
      .select({
        followers: sql<number>`count(*)::int`,
        followed: sql<boolean>`coalesce(bool_or(${follows.followerId} = ${viewerId ?? 0}), false)`,
      })
      .from(follows)
      .where(eq(follows.followedId, userId));
    return { followers: row?.followers ?? 0, followed: row?.followed ?? false };
  }

  // --- analyses -----------------------------------------------------------------------------

  async insertAnalysis(values: typeof analyses.$inferInsert): Promise<number | null> {
    const [row] = await this.db
      .insert(analyses)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: analyses.id });
    return row?.id ?? null;
  }

  async analysis(id: number, db: Database = this.db): Promise<AnalysisRow | null> {
    const [row] = await db.select().from(analyses).where(eq(analyses.id, id));
    return row ?? null;
  }

  async analyses(filter: AnalysisFilter, page: Page): Promise<AnalysisRow[]> {
    const conditions: (SQL | undefined)[] = [
      filter.expertId === undefined ? undefined : eq(analyses.expertId, filter.expertId),
      filter.matchId === undefined ? undefined : eq(analyses.matchId, filter.matchId),
      filter.settled === undefined
        ? undefined
        : filter.settled
          ? isNotNull(analyses.result)
          : isNull(analyses.result),
    ];
    return this.db
      .select()
      .from(analyses)
      .where(and(...conditions))
      .orderBy(desc(analyses.id))
      .offset(page.offset)
      .limit(page.limit);
  }

  async purchasedBy(buyerId: number, page: Page): Promise<AnalysisRow[]> {
    const rows = await this.db
      .select({ analysis: analyses })
      .from(analysisPurchases)
      .innerJoin(analyses, eq(analyses.id, analysisPurchases.analysisId))
      .where(eq(analysisPurchases.buyerId, buyerId))
      .orderBy(desc(analysisPurchases.id))
      .offset(page.offset)
      .limit(page.limit);
    return rows.map((row) => row.analysis);
  }

  /** Which of these analyses the member bought. */
  async boughtAmong(buyerId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: analysisPurchases.analysisId })
      .from(analysisPurchases)
      .where(
        and(eq(analysisPurchases.buyerId, buyerId), inArray(analysisPurchases.analysisId, ids)),
      );
    return new Set(rows.map((row) => row.id));
  }

  async corrections(analysisId: number) {
    return this.db
      .select({ text: analysisCorrections.text, createdAt: analysisCorrections.createdAt })
      .from(analysisCorrections)
      .where(eq(analysisCorrections.analysisId, analysisId))
      .orderBy(asc(analysisCorrections.id));
  }

  async insertCorrection(analysisId: number, text: string): Promise<number> {
    const [row] = await this.db
      .insert(analysisCorrections)
      .values({ analysisId, text })
      .returning({ id: analysisCorrections.id });
    if (!row) throw new Error('correction insert returned nothing');
    return row.id;
  }

  /** Analyses of matches kicking off in [from, to), for /foresight. */
  async ofMatches(matchIds: string[]) {
    if (matchIds.length === 0) return [];
    return this.db
      .select({
        matchId: analyses.matchId,
        market: analyses.market,
        pick: analyses.pick,
        count: sql<number>`count(*)::int`,
      })
      .from(analyses)
      .where(inArray(analyses.matchId, matchIds))
      .groupBy(analyses.matchId, analyses.market, analyses.pick);
  }

  // --- purchases and settlement -------------------------------------------------------------

  async insertPurchase(
    tx: Database,
    values: { analysisId: number; buyerId: number; expertId: number; priceMinor: number },
  ): Promise<number | null> {
    const [row] = await tx
      .insert(analysisPurchases)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: analysisPurchases.id });
    if (row) {
      await tx
        .update(analyses)
        .set({ buyerCount: sql`${analyses.buyerCount} + 1` })
        .where(eq(analyses.id, values.analysisId));
    }
    return row?.id ?? null;
  }

  /**
   * Unsettled analyses whose match kicked off before `before`, after `afterId` in id order (a
   * batch may hold matches still in play: the next batch goes on past them), locked.
   */
  async dueForSettlement(
    tx: Database,
    before: Date,
    afterId: number,
    limit: number,
  ): Promise<AnalysisRow[]> {
    return tx
      .select()
      .from(analyses)
      .where(and(isNull(analyses.result), lte(analyses.kickoff, before), gt(analyses.id, afterId)))
      .orderBy(asc(analyses.id))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async markSettled(
    tx: Database,
    id: number,
    values: Pick<AnalysisRow, 'result' | 'returnUnits' | 'homeScore' | 'awayScore' | 'settledAt'>,
  ): Promise<void> {
    await tx.update(analyses).set(values).where(eq(analyses.id, id));
  }

  async heldPurchases(tx: Database, analysisId: number): Promise<PurchaseRow[]> {
    return tx
      .select()
      .from(analysisPurchases)
      .where(
        and(eq(analysisPurchases.analysisId, analysisId), eq(analysisPurchases.status, 'held')),
      )
      .orderBy(asc(analysisPurchases.id));
  }

  async updatePurchase(tx: Database, id: number, values: Partial<PurchaseRow>): Promise<void> {
    await tx.update(analysisPurchases).set(values).where(eq(analysisPurchases.id, id));
  }

  /** Pending income due to settle, locked. */
  async dueIncome(tx: Database, now: Date, limit: number): Promise<PurchaseRow[]> {
    return tx
      .select()
      .from(analysisPurchases)
      .where(and(eq(analysisPurchases.status, 'pending'), lte(analysisPurchases.settleAt, now)))
      .orderBy(asc(analysisPurchases.id))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  // --- records ------------------------------------------------------------------------------

  /** An expert's settled analyses in settlement order, optionally of a market and competition. */
  async settledOf(
    expertId: number,
    filter: { market?: string | undefined; competitionId?: string | undefined },
  ) {
    return this.db
      .select({
        result: analyses.result,
        returnUnits: analyses.returnUnits,
        settledAt: analyses.settledAt,
      })
      .from(analyses)
      .where(
        and(
          eq(analyses.expertId, expertId),
          isNotNull(analyses.result),
          filter.market ? eq(analyses.market, filter.market) : undefined,
          filter.competitionId ? eq(analyses.competitionId, filter.competitionId) : undefined,
        ),
      )
      .orderBy(asc(analyses.settledAt), asc(analyses.id));
  }

  async openCount(expertId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(analyses)
      .where(and(eq(analyses.expertId, expertId), isNull(analyses.result)));
    return row?.count ?? 0;
  }

  /**
   * Every settled analysis of the filter, by expert and in settlement order: the ranking is
   * computed from them (and cached briefly), as each record is.
   */
  async allSettled(filter: { market?: string | undefined; competitionId?: string | undefined }) {
    return this.db
      .select({
        expertId: analyses.expertId,
        result: analyses.result,
        returnUnits: analyses.returnUnits,
        settledAt: analyses.settledAt,
      })
      .from(analyses)
      .where(
        and(
          isNotNull(analyses.result),
          filter.market ? eq(analyses.market, filter.market) : undefined,
          filter.competitionId ? eq(analyses.competitionId, filter.competitionId) : undefined,
        ),
      )
      .orderBy(asc(analyses.expertId), asc(analyses.settledAt), asc(analyses.id));
  }

  /** Analyses published since a time, by an expert (rate limit of publishing). */
  async publishedSince(expertId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(analyses)
      .where(and(eq(analyses.expertId, expertId), gte(analyses.createdAt, since)));
    return row?.count ?? 0;
  }
}
