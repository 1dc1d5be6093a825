import type { MemberSanction, MemberSanctionKind } from '@tifo/contract';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { memberSanctions } from '../../db/schema/index';
import { TtlCache } from '../../platform/cache/ttl-cache';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';

type SanctionRow = typeof memberSanctions.$inferSelect;

/** How long an instance trusts a member's cached mute state (sends are hot; mutes are rare). */
const MUTE_TTL_MS = 3_000;

export function sanctionView(row: SanctionRow, now: number): MemberSanction {
  return {
    id: row.id,
    kind: row.kind as MemberSanctionKind,
    reason: row.reason,
    until: row.until?.toISOString() ?? null,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    lifted_at: row.liftedAt?.toISOString() ?? null,
    active: row.liftedAt === null && (row.until === null || row.until.getTime() > now),
  };
}

/** A public-text feature's check that its author may write (site-wide mute). */
export interface SiteMuteCheck {
  refuseIfMuted(userId: number): Promise<void>;
}

/**
 * Site-wide sanctions (the console's Users page): a ban refuses every login (and the console
 * ends the member's sessions); a mute refuses chat, private messages, comments, posts and horns.
 * Mutes are read through a short cache: one counts on every instance within 3 s.
 */
export class MemberSanctions implements SiteMuteCheck {
  private readonly mutes: TtlCache<number, SanctionRow | null>;

  constructor(
    private readonly db: Database,
    private readonly deps: { now?: () => number } = {},
  ) {
    this.mutes = new TtlCache({
      ttlMs: MUTE_TTL_MS,
      maxEntries: 50_000,
      now: () => this.now(),
      load: (userId) => this.active(userId, 'mute'),
    });
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** The member's sanction of `kind` in force now (the one lasting longest), or null. */
  async active(userId: number, kind: MemberSanctionKind): Promise<SanctionRow | null> {
    const rows = await this.db
      .select()
      .from(memberSanctions)
      .where(
        and(
          eq(memberSanctions.userId, userId),
          eq(memberSanctions.kind, kind),
          isNull(memberSanctions.liftedAt),
          or(isNull(memberSanctions.until), gt(memberSanctions.until, new Date(this.now()))),
        ),
      );
    return (
      rows.sort((a, b) => (b.until?.getTime() ?? Infinity) - (a.until?.getTime() ?? Infinity))[0] ??
      null
    );
  }

  async refuseIfBanned(userId: number): Promise<void> {
    const ban = await this.active(userId, 'ban');
    if (ban) throw this.refusal(ban, 'account.banned', 'account.bannedUntil');
  }

  async refuseIfMuted(userId: number): Promise<void> {
    const mute = await this.mutes.get(userId);
    if (mute) throw this.refusal(mute, 'account.siteMuted', 'account.siteMutedUntil');
  }

  private refusal(
    row: SanctionRow,
    forever: 'account.banned' | 'account.siteMuted',
    timed: 'account.bannedUntil' | 'account.siteMutedUntil',
  ): AppError {
    return row.until
      ? new AppError(timed, {
          httpStatus: 403,
          params: {
            reason: row.reason,
            until: row.until.toISOString().slice(0, 16).replace('T', ' '),
          },
        })
      : new AppError(forever, { httpStatus: 403, params: { reason: row.reason } });
  }

  async history(userId: number): Promise<MemberSanction[]> {
    const rows = await this.db
      .select()
      .from(memberSanctions)
      .where(eq(memberSanctions.userId, userId))
      .orderBy(desc(memberSanctions.id))
      .limit(50);
    return rows.map((row) => sanctionView(row, this.now()));
  }

  async impose(values: {
    userId: number;
    kind: MemberSanctionKind;
    reason: string;
    minutes: number;
    operatorId: number;
  }): Promise<MemberSanction> {
    const now = this.now();
    const [row] = await this.db
      .insert(memberSanctions)
      .values({
        userId: values.userId,
        kind: values.kind,
        reason: values.reason,
        until: values.minutes === 0 ? null : new Date(now + values.minutes * 60_000),
        createdBy: values.operatorId,
        createdAt: new Date(now),
      })
      .returning();
    this.mutes.delete(values.userId);
    return sanctionView(row!, now);
  }

  /** Lifts a sanction in force; null when there is none by that id (or it already ended). */
  async lift(id: number, operatorId: number): Promise<MemberSanction | null> {
    const now = this.now();
    const [row] = await this.db
      .update(memberSanctions)
      .set({ liftedAt: new Date(now), liftedBy: operatorId })
      .where(and(eq(memberSanctions.id, id), isNull(memberSanctions.liftedAt)))
      .returning();
    if (!row) return null;
    this.mutes.delete(row.userId);
    return sanctionView(row, now);
  }
}
