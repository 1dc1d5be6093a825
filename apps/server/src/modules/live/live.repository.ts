import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  broadcastMarks,
  broadcastSessions,
  giftSends,
  follows,
  liveRooms,
  roomAdmins,
  roomCategories,
  roomReports,
  roomSanctions,
  uploads,
  users,
} from '../../db/schema/index';
import { selectUserBrief } from '../../db/user-brief';
import type { Database } from '../../platform/db/database';

export type SanctionKind = 'mute' | 'shield' | 'kick';

const followerCount = sql<number>`(select count(*)::int from ${follows} where ${follows.followedId} = ${liveRooms.anchorId})`;

const roomColumns = {
  id: liveRooms.id,
  anchorId: liveRooms.anchorId,
  title: liveRooms.title,
  cover: liveRooms.cover,
  categoryType: liveRooms.categoryType,
  categoryId: liveRooms.categoryId,
  matchId: liveRooms.matchId,
  liveStatus: liveRooms.liveStatus,
  placard: liveRooms.placard,
  streamKey: liveRooms.streamKey,
  currentSessionId: liveRooms.currentSessionId,
  streamingSince: liveRooms.streamingSince,
  sealedAt: liveRooms.sealedAt,
  sealedReason: liveRooms.sealedReason,
  totalLiveSeconds: liveRooms.totalLiveSeconds,
  anchorIncomeMinor: users.settledIncomeMinor,
  anchorNickname: users.nickname,
  anchorAvatar: users.avatar,
  followers: followerCount,
  startedAt: broadcastSessions.startedAt,
};

function selectRooms(db: Database) {
  return db
    .select(roomColumns)
    .from(liveRooms)
    .innerJoin(users, eq(users.id, liveRooms.anchorId))
    .leftJoin(broadcastSessions, eq(broadcastSessions.id, liveRooms.currentSessionId));
}

export type RoomRow = Awaited<ReturnType<typeof selectRooms>>[number];

export interface RoomListFilter {
  categoryType?: number;
  categoryId?: number;
  anchorIds?: number[];
  matchId?: string;
  liveOnly?: boolean;
  /** Title or streamer's nickname contains it, ignoring case and accents (search). */
  text?: string;
}

/**
 * A LIKE pattern for text inside (or, `prefix`, at the start of) a folded column: `%` and `_`
 * typed mean themselves.
 */
export function foldedPattern(text: string, where: 'inside' | 'prefix' = 'inside'): SQL {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return where === 'prefix'
    ? sql`search_fold(${escaped}) || '%'`
    : sql`'%' || search_fold(${escaped}) || '%'`;
}

export interface ModeratedRow {
  userId: number;
  nickname: string;
  avatar: string;
  since: Date;
  until: Date | null;
}

/** Live rooms, broadcasts and moderation. SQL only; rules live in the service. */
export class LiveRepository {
  constructor(private readonly db: Database) {}

  private selectRooms(db: Database = this.db) {
    return selectRooms(db);
  }

  async roomById(roomId: number, db: Database = this.db): Promise<RoomRow | null> {
    const [row] = await this.selectRooms(db).where(eq(liveRooms.id, roomId));
    return row ?? null;
  }

  async roomByAnchor(anchorId: number): Promise<RoomRow | null> {
    const [row] = await this.selectRooms().where(eq(liveRooms.anchorId, anchorId));
    return row ?? null;
  }

  async roomIdByStreamKey(streamKey: string): Promise<{ id: number; sealed: boolean } | null> {
    const [row] = await this.db
      .select({ id: liveRooms.id, sealedAt: liveRooms.sealedAt })
      .from(liveRooms)
      .where(eq(liveRooms.streamKey, streamKey));
    return row ? { id: row.id, sealed: row.sealedAt !== null } : null;
  }

  async createRoom(values: {
    anchorId: number;
    title: string;
    streamKey: string;
    categoryType?: number;
    cover?: string;
  }): Promise<void> {
    await this.db.insert(liveRooms).values(values).onConflictDoNothing();
  }

  private listWhere(filter: RoomListFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.categoryType !== undefined)
      conditions.push(eq(liveRooms.categoryType, filter.categoryType));
    if (filter.categoryId !== undefined)
      conditions.push(eq(liveRooms.categoryId, filter.categoryId));
    if (filter.anchorIds) conditions.push(inArray(liveRooms.anchorId, filter.anchorIds));
    if (filter.matchId !== undefined) conditions.push(eq(liveRooms.matchId, filter.matchId));
    if (filter.liveOnly) conditions.push(eq(liveRooms.liveStatus, 'live'));
    if (filter.text !== undefined) {
      // A union rather than an OR: each side uses its trigram index (an OR across the two
      // tables would scan every room and fold every title).
      const pattern = foldedPattern(filter.text);
      conditions.push(
        sql`${liveRooms.id} in (select id from live_rooms where title_search like ${pattern} union select r.id from live_rooms r join users u on u.id = r.anchor_id where u.nickname_search like ${pattern})`,
      );
    }
    conditions.push(isNull(liveRooms.sealedAt));
    return and(...conditions);
  }

  /** Live rooms first (streaming before waiting), then by followers. */
  async listRooms(filter: RoomListFilter, page: { limit: number; offset: number }) {
    const where = this.listWhere(filter);
    const rows = await this.selectRooms()
      .where(where)
      .orderBy(
        desc(sql`${liveRooms.liveStatus} = 'live'`),
        desc(sql`${liveRooms.streamingSince} is not null`),
        desc(followerCount),
        asc(liveRooms.id),
      )
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db.select({ n: count() }).from(liveRooms).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Rooms whose title or streamer's nickname contains the text, live first, then by hours
   * broadcast; counted in the same scan (search runs often: one query, not two).
   */
  async searchRooms(text: string, page: { limit: number; offset: number }) {
    const where = this.listWhere({ text });
    const found = await this.db
      .select({ ...roomColumns, total: sql<number>`(count(*) over ())::int` })
      .from(liveRooms)
      .innerJoin(users, eq(users.id, liveRooms.anchorId))
      .leftJoin(broadcastSessions, eq(broadcastSessions.id, liveRooms.currentSessionId))
      .where(where)
      .orderBy(
        desc(sql`${liveRooms.liveStatus} = 'live'`),
        desc(sql`${liveRooms.streamingSince} is not null`),
        desc(liveRooms.totalLiveSeconds),
        asc(liveRooms.id),
      )
      .limit(page.limit)
      .offset(page.offset);
    const rows: RoomRow[] = found.map(({ total: _total, ...row }) => row);
    if (found[0] || page.offset === 0) return { rows, total: found[0]?.total ?? 0 };
    const [total] = await this.db.select({ n: count() }).from(liveRooms).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async followedAnchorIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: follows.followedId })
      .from(follows)
      .where(eq(follows.followerId, userId));
    return rows.map((row) => row.id);
  }

  /** Whether `path` is a picture this member uploaded (room covers, like avatars). */
  async ownsImageUpload(userId: number, path: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.path, path), eq(uploads.kind, 'image')));
    return row !== undefined;
  }

  async isFollowing(userId: number, anchorId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: follows.followedId })
      .from(follows)
      .where(and(eq(follows.followerId, userId), eq(follows.followedId, anchorId)));
    return row !== undefined;
  }

  async categories() {
    return this.db
      .select()
      .from(roomCategories)
      .orderBy(asc(roomCategories.sort), asc(roomCategories.id));
  }

  async categoryById(id: number) {
    const [row] = await this.db.select().from(roomCategories).where(eq(roomCategories.id, id));
    return row ?? null;
  }

  async updateRoom(
    roomId: number,
    values: Partial<typeof liveRooms.$inferInsert>,
    db: Database = this.db,
  ): Promise<void> {
    await db.update(liveRooms).set(values).where(eq(liveRooms.id, roomId));
  }

  /** Locks the room row for the rest of the transaction (start/end/admin races). */
  async lockRoom(tx: Database, roomId: number) {
    const [row] = await tx
      .select({
        id: liveRooms.id,
        anchorId: liveRooms.anchorId,
        title: liveRooms.title,
        cover: liveRooms.cover,
        matchId: liveRooms.matchId,
        liveStatus: liveRooms.liveStatus,
        currentSessionId: liveRooms.currentSessionId,
        sealedAt: liveRooms.sealedAt,
      })
      .from(liveRooms)
      .where(eq(liveRooms.id, roomId))
      .for('update');
    return row ?? null;
  }

  async openSession(tx: Database, roomId: number, startedAt: Date): Promise<number> {
    const [row] = await tx
      .insert(broadcastSessions)
      .values({ roomId, startedAt })
      .returning({ id: broadcastSessions.id });
    if (!row) throw new Error('could not open a broadcast session');
    return row.id;
  }

  async closeSession(tx: Database, sessionId: number, endedAt: Date, reason: string) {
    const [row] = await tx
      .update(broadcastSessions)
      .set({ endedAt, endReason: reason })
      .where(and(eq(broadcastSessions.id, sessionId), isNull(broadcastSessions.endedAt)))
      .returning();
    return row ?? null;
  }

  /** Marks the moment on every open broadcast of rooms linked to the match. */
  async markBroadcastsOfMatch(matchId: string, at: Date, kind: string, detail: unknown) {
    const open = await this.db
      .select({ broadcastId: liveRooms.currentSessionId })
      .from(liveRooms)
      .where(and(eq(liveRooms.matchId, matchId), eq(liveRooms.liveStatus, 'live')));
    const values = open.flatMap(({ broadcastId }) =>
      broadcastId === null ? [] : [{ broadcastId, at, kind, detail }],
    );
    if (values.length > 0) await this.db.insert(broadcastMarks).values(values);
  }

  /** A broadcast's marks in time order. */
  async marksOf(broadcastId: number) {
    return this.db
      .select({ at: broadcastMarks.at, kind: broadcastMarks.kind, detail: broadcastMarks.detail })
      .from(broadcastMarks)
      .where(eq(broadcastMarks.broadcastId, broadcastId))
      .orderBy(asc(broadcastMarks.at), asc(broadcastMarks.id));
  }

  async addLiveSeconds(tx: Database, roomId: number, seconds: number): Promise<void> {
    await tx
      .update(liveRooms)
      .set({ totalLiveSeconds: sql`${liveRooms.totalLiveSeconds} + ${seconds}` })
      .where(eq(liveRooms.id, roomId));
  }

  /** Adds viewer time and raises the peak of the rooms' current broadcasts. */
  async recordViewers(samples: { roomId: number; viewerSeconds: number; online: number }[]) {
    for (const sample of samples) {
      await this.db
        .update(broadcastSessions)
        .set({
          viewerSeconds: sql`${broadcastSessions.viewerSeconds} + ${Math.round(sample.viewerSeconds)}`,
          peakViewers: sql`greatest(${broadcastSessions.peakViewers}, ${sample.online})`,
        })
        .where(
          and(
            eq(
              broadcastSessions.id,
              sql`(select ${liveRooms.currentSessionId} from ${liveRooms} where ${liveRooms.id} = ${sample.roomId})`,
            ),
            isNull(broadcastSessions.endedAt),
          ),
        );
    }
  }

  async records(roomId: number, page: { limit: number; offset: number }) {
    const rows = await this.db
      .select()
      .from(broadcastSessions)
      .where(eq(broadcastSessions.roomId, roomId))
      .orderBy(desc(broadcastSessions.startedAt), desc(broadcastSessions.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db
      .select({ n: count() })
      .from(broadcastSessions)
      .where(eq(broadcastSessions.roomId, roomId));
    return { rows, total: total?.n ?? 0 };
  }

  /** Streamers by viewer time of broadcasts started since `from`. */
  /**
   * Streamers by heat in the period: viewer minutes of broadcasts started in it plus diamonds
   * received in gifts in it.
   */
  async anchorRanking(from: Date, limit: number) {
    const points = this.db
      .select({
        roomId: broadcastSessions.roomId,
        points: sql<number>`sum(${broadcastSessions.viewerSeconds}) / 60.0`.as('points'),
      })
      .from(broadcastSessions)
      .where(gt(broadcastSessions.startedAt, from))
      .groupBy(broadcastSessions.roomId)
      .unionAll(
        this.db
          .select({
            roomId: giftSends.roomId,
            points: sql<number>`sum(${giftSends.totalMinor}) / 100.0`.as('points'),
          })
          .from(giftSends)
          .where(gt(giftSends.createdAt, from))
          .groupBy(giftSends.roomId),
      )
      .as('points');
    const score = sql<number>`sum(${points.points})::float8`;
    return this.db
      .select({
        roomId: liveRooms.id,
        anchorId: liveRooms.anchorId,
        nickname: users.nickname,
        avatar: users.avatar,
        liveStatus: liveRooms.liveStatus,
        score,
      })
      .from(points)
      .innerJoin(liveRooms, eq(liveRooms.id, points.roomId))
      .innerJoin(users, eq(users.id, liveRooms.anchorId))
      .where(isNull(liveRooms.sealedAt))
      .groupBy(liveRooms.id, liveRooms.anchorId, users.nickname, users.avatar, liveRooms.liveStatus)
      .having(sql`sum(${points.points}) > 0`)
      .orderBy(desc(score), asc(liveRooms.id))
      .limit(limit);
  }

  // ——— roles and sanctions ———

  userBrief(userId: number) {
    return selectUserBrief(this.db, userId);
  }

  async isAdmin(roomId: number, userId: number, db: Database = this.db): Promise<boolean> {
    const [row] = await db
      .select({ userId: roomAdmins.userId })
      .from(roomAdmins)
      .where(and(eq(roomAdmins.roomId, roomId), eq(roomAdmins.userId, userId)));
    return row !== undefined;
  }

  async countAdmins(tx: Database, roomId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(roomAdmins)
      .where(eq(roomAdmins.roomId, roomId));
    return row?.n ?? 0;
  }

  async addAdmin(tx: Database, roomId: number, userId: number): Promise<void> {
    await tx.insert(roomAdmins).values({ roomId, userId }).onConflictDoNothing();
  }

  async removeAdmin(roomId: number, userId: number): Promise<void> {
    await this.db
      .delete(roomAdmins)
      .where(and(eq(roomAdmins.roomId, roomId), eq(roomAdmins.userId, userId)));
  }

  /** The user's sanctions in a room that are still in force at `now`. */
  async activeSanctions(roomId: number, userId: number, now: Date) {
    return this.db
      .select({ kind: roomSanctions.kind, until: roomSanctions.until })
      .from(roomSanctions)
      .where(
        and(
          eq(roomSanctions.roomId, roomId),
          eq(roomSanctions.userId, userId),
          or(isNull(roomSanctions.until), gt(roomSanctions.until, now)),
        ),
      );
  }

  async setSanction(values: {
    roomId: number;
    userId: number;
    kind: SanctionKind;
    until: Date | null;
    byUserId: number;
  }): Promise<void> {
    await this.db
      .insert(roomSanctions)
      .values(values)
      .onConflictDoUpdate({
        target: [roomSanctions.roomId, roomSanctions.userId, roomSanctions.kind],
        set: { until: values.until, byUserId: values.byUserId, createdAt: new Date() },
      });
  }

  async liftSanction(roomId: number, userId: number, kind: SanctionKind): Promise<void> {
    await this.db
      .delete(roomSanctions)
      .where(
        and(
          eq(roomSanctions.roomId, roomId),
          eq(roomSanctions.userId, userId),
          eq(roomSanctions.kind, kind),
        ),
      );
  }

  async sanctioned(roomId: number, kind: SanctionKind, now: Date): Promise<ModeratedRow[]> {
    return this.db
      .select({
        userId: roomSanctions.userId,
        nickname: users.nickname,
        avatar: users.avatar,
        since: roomSanctions.createdAt,
        until: roomSanctions.until,
      })
      .from(roomSanctions)
      .innerJoin(users, eq(users.id, roomSanctions.userId))
      .where(
        and(
          eq(roomSanctions.roomId, roomId),
          eq(roomSanctions.kind, kind),
          or(isNull(roomSanctions.until), gt(roomSanctions.until, now)),
        ),
      )
      .orderBy(desc(roomSanctions.createdAt));
  }

  async admins(roomId: number): Promise<ModeratedRow[]> {
    return this.db
      .select({
        userId: roomAdmins.userId,
        nickname: users.nickname,
        avatar: users.avatar,
        since: roomAdmins.createdAt,
        until: sql<Date | null>`null`,
      })
      .from(roomAdmins)
      .innerJoin(users, eq(users.id, roomAdmins.userId))
      .where(eq(roomAdmins.roomId, roomId))
      .orderBy(asc(roomAdmins.createdAt));
  }

  async kickedRooms(userId: number, now: Date) {
    return this.db
      .select({ roomId: roomSanctions.roomId, until: roomSanctions.until })
      .from(roomSanctions)
      .where(
        and(
          eq(roomSanctions.userId, userId),
          eq(roomSanctions.kind, 'kick'),
          or(isNull(roomSanctions.until), gt(roomSanctions.until, now)),
        ),
      );
  }

  // ——— reports ———

  async addReport(values: { roomId: number; reporterId: number; reason: string; detail: string }) {
    await this.db.insert(roomReports).values(values);
  }
}
