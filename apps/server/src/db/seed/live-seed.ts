import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import type { SeededCredential } from './demo-seed';
import { hashPassword } from '../../platform/passwords/password-hasher';
import { liveRooms, roomCategories, users } from '../schema/index';

/** The demo streamer whose room the demo broadcast plays into (docs/operators.md). */
export const DEMO_STREAMER = { countryCode: 86, mobile: '13800000001' } as const;

const CUSTOM_CATEGORIES = [
  { nameZh: '英雄联盟', nameEn: 'League of Legends', nameVi: 'Liên Minh Huyền Thoại' },
  { nameZh: '王者荣耀', nameEn: 'Honor of Kings', nameVi: 'Vương Giả Vinh Diệu' },
  { nameZh: 'CS2', nameEn: 'CS2', nameVi: 'CS2' },
  { nameZh: 'DOTA2', nameEn: 'Dota 2', nameVi: 'Dota 2' },
  { nameZh: '中国象棋', nameEn: 'Xiangqi', nameVi: 'Cờ tướng' },
  { nameZh: '国际象棋', nameEn: 'Chess', nameVi: 'Cờ vua' },
];

/** Invented streamers, one or two per category, so every /anchor tab has rooms. */
const DEMO_ROOMS: { nickname: string; title: string; type: number; custom?: number }[] = [
  { nickname: '球迷老张', title: '英超周末 赛前分析 + 赛后复盘', type: 1 },
  { nickname: 'Coach Minh', title: 'V.League tactics corner', type: 1 },
  { nickname: '篮球小王子', title: 'NBA 今日焦点 实时解说', type: 2 },
  { nickname: 'Hoops Daily', title: 'Fourth-quarter breakdowns', type: 2 },
  { nickname: '电竞阿杰', title: '英雄联盟 高分段排位', type: 3, custom: 0 },
  { nickname: '象棋大师李', title: '每日残局 一起来破解', type: 3, custom: 4 },
  { nickname: 'Ace Tennis', title: 'Serve and volley clinic', type: 4 },
  { nickname: '羽球少女', title: '羽毛球步法教学', type: 5 },
  { nickname: 'Tifo 杂谈', title: '体育杂谈 夜聊', type: 6 },
];

function streamKey(): string {
  return randomBytes(20).toString('hex');
}

/**
 * Streamers and rooms for the demo: custom categories of type 3, a handful of offline rooms and
 * the demo streamer (a real account whose password is handed over in the initial-passwords
 * file) whose room the demo broadcast goes live in.
 */
export async function seedLiveRooms(tx: Database): Promise<SeededCredential | undefined> {
  const categories = await tx
    .insert(roomCategories)
    .values(CUSTOM_CATEGORIES.map((category, sort) => ({ ...category, type: 3, sort })))
    .returning({ id: roomCategories.id });
  // Demo streamers other than the demo account cannot log in: their password is thrown away.
  const unusable = await hashPassword(randomBytes(18).toString('base64url'));
  for (const [index, room] of DEMO_ROOMS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        countryCode: 86,
        mobile: `1380000${String(100 + index).padStart(4, '0')}`,
        nickname: room.nickname,
        passwordHash: unusable,
        inviteCode: `DEMOA${index}`,
        isAnchor: 1,
        seeded: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    await tx.insert(liveRooms).values({
      anchorId: user.id,
      title: room.title,
      categoryType: room.type,
      categoryId: room.custom !== undefined ? (categories[room.custom]?.id ?? null) : null,
      streamKey: streamKey(),
      placard: '欢迎来到直播间，文明发言 ✨',
    });
  }
  const password = randomBytes(9).toString('base64url');
  const [streamer] = await tx
    .insert(users)
    .values({
      countryCode: DEMO_STREAMER.countryCode,
      mobile: DEMO_STREAMER.mobile,
      nickname: 'Tifo 演示主播',
      passwordHash: await hashPassword(password),
      inviteCode: 'DEMOSTREAM',
      isAnchor: 1,
      seeded: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!streamer) return undefined;
  await tx.insert(liveRooms).values({
    anchorId: streamer.id,
    title: 'Tifo 演示直播 · 测试信号',
    categoryType: 1,
    streamKey: streamKey(),
    placard: '这是 Tifo 的演示直播：测试信号经由真实的 RTMP 推流播放。',
  });
  return { label: 'demo streamer', ...DEMO_STREAMER, password };
}

/** The demo streamer's room, if the demo data was seeded. */
export async function demoRoomId(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ id: liveRooms.id })
    .from(liveRooms)
    .innerJoin(users, eq(users.id, liveRooms.anchorId))
    .where(eq(users.mobile, DEMO_STREAMER.mobile));
  return row?.id ?? null;
}
