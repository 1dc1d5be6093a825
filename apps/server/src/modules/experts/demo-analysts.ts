import { createHash } from 'node:crypto';
import {
  analysisCalls,
  MARKET_PICKS,
  type AnalysisMarket,
  type AnalysisPick,
} from '@tifo/contract';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DEMO_EXPERTS } from '../../db/seed/expert-seed';
import { users } from '../../db/schema/index';
import type { ScheduledMatch, ScoreFeed } from '../../feeds/score-feed';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { AnalysesService } from './analyses.service';

const HOUR = 3_600_000;
const publishBody = analysisCalls.publish.body ?? z.never();
const MARKETS: AnalysisMarket[] = ['1x2', 'handicap', 'total'];
/** Analyses each demo expert keeps on the coming matches. */
const PER_ROUND = 2;

/** A stable number from text: the same match gets the same demo pick on every instance. */
function hashOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

const REASONING: Record<AnalysisMarket, string> = {
  '1x2':
    'Demo analysis generated from the opening lines: the side the prices favour, weighed against recent form. 演示分析：按开盘赔率与近期状态生成。',
  handicap:
    'Demo analysis generated from the Asian handicap: the line against the two sides’ scoring margins this season. 演示分析：按亚盘与本季净胜球生成。',
  total:
    'Demo analysis generated from the totals line: both sides’ scoring rates against the line. 演示分析：按大小球盘口与双方进球率生成。',
};

/**
 * The demo's experts at work (SEED_DEMO_DATA only): each publishes on a couple of the matches
 * kicking off in the next hours, a pick derived from the match id and its lines, some of them
 * paid. Their records then build up from real settlements like anyone's: nothing is backdated.
 */
export class DemoAnalysts {
  constructor(
    private readonly deps: {
      db: Database;
      feed: Pick<ScoreFeed, 'now' | 'matchesBetween'>;
      analyses: Pick<AnalysesService, 'publish'>;
    },
  ) {}

  async publishRound(): Promise<number> {
    const accounts = await this.deps.db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(
        inArray(
          users.nickname,
          DEMO_EXPERTS.map((expert) => expert.nickname),
        ),
      );
    const now = this.deps.feed.now();
    const coming = this.deps.feed.matchesBetween(now + HOUR / 2, now + 6 * HOUR);
    let published = 0;
    for (const expert of DEMO_EXPERTS) {
      const account = accounts.find((row) => row.nickname === expert.nickname);
      if (!account) continue;
      const matches = coming
        .filter((match) => match.sport === expert.sport)
        .sort((a, b) => hashOf(`${expert.nickname}${a.id}`) - hashOf(`${expert.nickname}${b.id}`))
        .slice(0, PER_ROUND);
      for (const match of matches) {
        if (await this.publish(account.id, expert.nickname, match)) published += 1;
      }
    }
    return published;
  }

  private async publish(userId: number, nickname: string, match: ScheduledMatch) {
    const seed = hashOf(`${nickname}:${match.id}`);
    const market = MARKETS[seed % MARKETS.length] ?? '1x2';
    const picks = MARKET_PICKS[market].filter(
      (pick) => !(match.sport === 'basketball' && pick === 'draw'),
    );
    const pick: AnalysisPick = picks[(seed >>> 3) % picks.length] ?? 'home';
    try {
      // Through the call's own schema, as a request would be: the demo obeys the same rules.
      const input = publishBody.parse({
        match_id: match.id,
        market,
        pick,
        confidence: 1 + ((seed >>> 5) % 5),
        title: '演示分析 · Demo analysis',
        reasoning: REASONING[market],
        price: (seed >>> 7) % 3 === 0 ? 5 : 0,
      });
      await this.deps.analyses.publish(userId, input);
      return true;
    } catch (error) {
      // Already covered, or no line yet: the next round tries other matches.
      if (error instanceof AppError) return false;
      throw error;
    }
  }
}
