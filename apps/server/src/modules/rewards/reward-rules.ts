import {
  DEFAULT_REWARD_RULES,
  REWARD_CAPS,
  rewardRulesCalls,
  rewardRulesSchema,
  worstCaseDailyGold,
  type RewardRules,
  type RewardSectionEdit,
} from '@tifo/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { rewardRuleSections } from '../../db/schema/index';
import { BusChannel, type Bus } from '../../platform/bus/bus';
import type { Database } from '../../platform/db/database';
import { requireMember } from '../../platform/http/auth-context';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';
import type { LiveDataHub } from '../../realtime/live-data-hub';

export interface RewardRulesDeps {
  db: Database;
  bus: Bus;
  liveData: Pick<LiveDataHub, 'publish'>;
  logger: FastifyBaseLogger;
}

/**
 * The reward rules in force (sign-in gold, daily tasks, noble prices, level ladders). Every
 * instance keeps them in memory, since levels are worked out for every chat message and room
 * card; a save tells every instance to read them again (a bus message), so an edit holds
 * everywhere without a restart. Rewards are paid with the rules of the instance that pays, so
 * for the moment a message takes to arrive either the old or the new rules apply, and both
 * passed the caps.
 */
export class RewardRulesService {
  private rules: RewardRules = DEFAULT_REWARD_RULES;

  constructor(private readonly deps: RewardRulesDeps) {}

  current(): RewardRules {
    return this.rules;
  }

  /** Reads the saved sections; a section without a row keeps its default. */
  async reload(): Promise<void> {
    this.rules = await this.read(this.deps.db);
  }

  private async read(db: Database): Promise<RewardRules> {
    const rows = await db.select().from(rewardRuleSections);
    const merged: Record<string, unknown> = { ...DEFAULT_REWARD_RULES };
    for (const row of rows) merged[row.section] = row.value;
    const parsed = rewardRulesSchema.safeParse(merged);
    if (parsed.success) return parsed.data;
    // Only a hand edit of the table gets here (saves are checked): keep paying by the defaults.
    this.deps.logger.error({ issues: parsed.error.issues }, 'reward rules unreadable: defaults');
    return DEFAULT_REWARD_RULES;
  }

  /**
   * Saves one section. The whole rules are checked again with the new section, under a table
   * lock, so two administrators saving sign-in and tasks at once cannot together pass the
   * daily gold cap that each alone keeps.
   */
  async save(
    edit: RewardSectionEdit,
    by: number,
  ): Promise<{ before: RewardRules; after: RewardRules }> {
    const saved = await this.deps.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${rewardRuleSections} in exclusive mode`);
      const before = await this.read(tx);
      const after: RewardRules = { ...before, [edit.section]: edit.value };
      const total = worstCaseDailyGold(after);
      if (total > REWARD_CAPS.dailyGold) {
        throw new AppError('rewards.dailyGoldCap', {
          params: { total, cap: REWARD_CAPS.dailyGold },
        });
      }
      const row = { value: edit.value, updatedBy: by, updatedAt: new Date() };
      await tx
        .insert(rewardRuleSections)
        .values({ section: edit.section, ...row })
        .onConflictDoUpdate({ target: rewardRuleSections.section, set: row });
      return { before, after };
    });
    this.rules = saved.after;
    await this.deps.bus.publish(BusChannel.rewardRulesChanged, {});
    // Open pages read their sign-in strip, tasks and level bars again.
    await this.deps.liveData.publish(
      { kind: 'all' },
      { code: 200, type: 'catalogueChanged', data: { catalogue: 'rewards' } },
    );
    return saved;
  }
}

/** Loads the rules, follows other instances' saves, and serves the read and save calls. */
export async function installRewardRules(
  app: FastifyInstance,
  deps: Omit<RewardRulesDeps, 'logger'>,
): Promise<RewardRulesService> {
  const rules = new RewardRulesService({ ...deps, logger: app.log });
  await rules.reload();
  const subscribed = deps.bus.subscribe(BusChannel.rewardRulesChanged, () => {
    rules.reload().catch((error: unknown) => app.log.error({ err: error }, 'reward rules reload'));
  });
  app.addHook('onClose', async () => (await subscribed)());

  registerCall(app, rewardRulesCalls.rules, async () => rules.current());
  registerCall(app, rewardRulesCalls.save, ({ request, body }) =>
    rules.save(body, requireMember(request).userId),
  );
  return rules;
}
