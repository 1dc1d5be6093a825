import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { circleMembers, circlePostHotScore, circlePosts, circles, users } from '../schema/index';

type CircleSeed = typeof circles.$inferInsert;

const circle = (
  kind: 'team' | 'competition' | 'topic',
  sport: 'football' | 'basketball' | null,
  names: [zh: string, en: string, vi: string],
  intros: [zh: string, en: string, vi: string],
  icon: string,
  sort: number,
): CircleSeed => ({
  kind,
  sport,
  nameZh: names[0],
  nameEn: names[1],
  nameVi: names[2],
  introZh: intros[0],
  introEn: intros[1],
  introVi: intros[2],
  icon,
  sort,
});

/**
 * The circles every deployment starts with: the main competitions, a few clubs the site's fans
 * follow, and topics (operators add and close circles with `Admin/circleSave`).
 */
export async function seedCircles(tx: Database): Promise<void> {
  await tx
    .insert(circles)
    .values([
      circle(
        'competition',
        'football',
        ['英超', 'Premier League', 'Ngoại hạng Anh'],
        [
          '英格兰足球超级联赛球迷圈',
          'Fans of the English Premier League',
          'Cộng đồng fan Ngoại hạng Anh',
        ],
        '/news-covers/pitch.svg',
        1,
      ),
      circle(
        'competition',
        'football',
        ['欧冠', 'Champions League', 'Champions League'],
        ['欧洲冠军联赛', 'The UEFA Champions League', 'Cúp C1 châu Âu'],
        '/news-covers/trophy.svg',
        2,
      ),
      circle(
        'competition',
        'football',
        ['世界杯', 'World Cup', 'World Cup'],
        ['2026 世界杯，一起看', 'World Cup 2026, together', 'Cùng xem World Cup 2026'],
        '/news-covers/stadium.svg',
        3,
      ),
      circle(
        'competition',
        'football',
        ['越南联赛', 'V.League 1', 'V.League 1'],
        ['越南足球甲级联赛', 'Vietnam’s top football league', 'Giải bóng đá hạng nhất Việt Nam'],
        '',
        4,
      ),
      circle(
        'competition',
        'basketball',
        ['NBA', 'NBA', 'NBA'],
        ['美国职业篮球联赛', 'The NBA, every night', 'Giải bóng rổ nhà nghề Mỹ'],
        '/news-covers/court.svg',
        5,
      ),
      circle(
        'competition',
        'basketball',
        ['CBA', 'CBA', 'CBA'],
        [
          '中国男子篮球职业联赛',
          'The Chinese Basketball Association',
          'Giải bóng rổ chuyên nghiệp Trung Quốc',
        ],
        '',
        6,
      ),
      circle(
        'team',
        'football',
        ['曼联', 'Manchester United', 'Manchester United'],
        ['红魔球迷之家', 'Home of the Red Devils’ fans', 'Ngôi nhà của fan Quỷ đỏ'],
        '',
        10,
      ),
      circle(
        'team',
        'football',
        ['皇家马德里', 'Real Madrid', 'Real Madrid'],
        ['银河战舰球迷圈', 'Los Blancos’ fans', 'Cộng đồng fan Kền kền trắng'],
        '',
        11,
      ),
      circle(
        'team',
        'football',
        ['河内FC', 'Hà Nội FC', 'Hà Nội FC'],
        ['河内足球俱乐部球迷', 'Fans of Hà Nội FC', 'Cộng đồng fan Hà Nội FC'],
        '',
        12,
      ),
      circle(
        'team',
        'basketball',
        ['湖人', 'Lakers', 'Lakers'],
        ['紫金军团', 'Purple and gold', 'Tím và vàng'],
        '',
        13,
      ),
      circle(
        'topic',
        null,
        ['转会八卦', 'Transfer talk', 'Tin chuyển nhượng'],
        ['转会传闻与官宣', 'Rumours and done deals', 'Tin đồn và thương vụ chính thức'],
        '/news-covers/transfer.svg',
        20,
      ),
      circle(
        'topic',
        null,
        ['战术板', 'Tactics board', 'Bảng chiến thuật'],
        ['阵型、战术与数据', 'Formations, tactics and numbers', 'Đội hình, chiến thuật và số liệu'],
        '/news-covers/tactics.svg',
        21,
      ),
      circle(
        'topic',
        null,
        ['球迷闲聊', 'Fan chat', 'Tám chuyện'],
        ['什么都可以聊', 'Talk about anything', 'Nói chuyện gì cũng được'],
        '',
        22,
      ),
    ]);
}

const DEMO_POSTS: { nickname: string; circle: string; content: string }[] = [
  {
    nickname: '球迷老张',
    circle: '英超',
    content: '这周末的英超焦点战大家怎么看？我觉得主队中场控制会是关键。',
  },
  {
    nickname: '球迷老张',
    circle: '转会八卦',
    content: '冬窗还没开，传闻已经满天飞了。你们最想看到哪笔转会？',
  },
  {
    nickname: 'Coach Minh',
    circle: '越南联赛',
    content: 'Hà Nội FC pressed high all game last night. Can they keep it up for a whole season?',
  },
  {
    nickname: 'Coach Minh',
    circle: '战术板',
    content: '4-3-3 vs 3-5-2: which one would you pick against a team that sits deep?',
  },
  {
    nickname: '篮球小王子',
    circle: 'NBA',
    content: '今晚的背靠背比赛，主力会轮休吗？一起来猜首发。',
  },
  {
    nickname: 'Hoops Daily',
    circle: '湖人',
    content: 'Fourth quarter defence decided it again. Who closes games for this team?',
  },
  { nickname: 'Tifo 杂谈', circle: '球迷闲聊', content: '夜聊时间：你第一次去现场看球是哪一场？' },
];

/** The demo's first posts, by its streamers, so the circles are not empty on a fresh start. */
export async function seedCirclePosts(tx: Database): Promise<void> {
  const authors = await tx
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.nickname, [...new Set(DEMO_POSTS.map((post) => post.nickname))]));
  const rows = await tx.select({ id: circles.id, nameZh: circles.nameZh }).from(circles);
  const authorId = new Map(authors.map((row) => [row.nickname, row.id]));
  const circleId = new Map(rows.map((row) => [row.nameZh, row.id]));
  for (const post of DEMO_POSTS) {
    const userId = authorId.get(post.nickname);
    const inCircle = circleId.get(post.circle);
    if (userId === undefined || inCircle === undefined) continue;
    await tx.insert(circlePosts).values({ circleId: inCircle, userId, content: post.content });
    await tx.insert(circleMembers).values({ circleId: inCircle, userId }).onConflictDoNothing();
  }
  // The counters and hot scores the services keep, computed once for the seeded rows.
  await tx.execute(sql`
    update circles set
      member_count = (select count(*) from circle_members m where m.circle_id = circles.id),
      post_count = (select count(*) from circle_posts p where p.circle_id = circles.id)`);
  await tx.update(circlePosts).set({ hotScore: circlePostHotScore });
}
