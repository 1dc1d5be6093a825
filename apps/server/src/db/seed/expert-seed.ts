import { randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { hashPassword } from '../../platform/passwords/password-hasher';
import { experts, users } from '../schema/index';

/** The demo's experts: they publish on the simulated matches (`experts/demo-analysts.ts`). */
export const DEMO_EXPERTS = [
  {
    nickname: '数据派老李',
    title: '英超数据分析师',
    intro: '十年足球数据建模，只看数据说话。演示账号：分析由程序按盘口生成。',
    sport: 'football',
  },
  {
    nickname: 'Tactics Tuấn',
    title: 'V.League & Europe',
    intro: 'Shapes, pressing and set pieces. Demo account: its picks are generated from the lines.',
    sport: 'football',
  },
  {
    nickname: 'Hoops Numbers',
    title: 'NBA totals',
    intro: 'Pace, rest days and totals. Demo account: its picks are generated from the lines.',
    sport: 'basketball',
  },
] as const;

export async function seedDemoExperts(tx: Database): Promise<void> {
  // They never log in: their password is thrown away.
  const unusable = await hashPassword(randomBytes(18).toString('base64url'));
  for (const [index, expert] of DEMO_EXPERTS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        countryCode: 86,
        mobile: `1380000${String(200 + index).padStart(4, '0')}`,
        nickname: expert.nickname,
        passwordHash: unusable,
        inviteCode: `DEMOE${index}`,
        seeded: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    await tx.insert(experts).values({
      userId: user.id,
      title: expert.title,
      intro: expert.intro,
      refundIfWrong: index === 0,
    });
  }
}
