import { DAILY_TASKS, type DailyTask, type DailyTaskKey, type Language } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppEventBus } from '../../platform/events/app-event-bus';
import { GroupCommit } from '../../platform/db/group-commit';
import { AppError } from '../../platform/http/app-error';
import { member, platform } from '../money/ledger/ledger-accounts';
import type { LedgerService } from '../money/ledger/ledger.service';
import type { RewardRulesService } from '../rewards/reward-rules';
import type { DailyTasksRepository } from './daily-tasks.repository';
import { dailyGoldLeft } from './daily-gold-cap';
import { chinaDay } from './sign-in.service';

/** Each task in words, for its target `n` (administrators can change targets). */
const TASK_NAMES: Record<DailyTaskKey, Record<Language, (n: number) => string>> = {
  watch: {
    zh: (n) => `观看直播 ${n} 分钟`,
    en: (n) => `Watch a live room for ${n} minute${n === 1 ? '' : 's'}`,
    vi: (n) => `Xem phòng trực tiếp ${n} phút`,
  },
  chat: {
    zh: (n) => `在直播间发 ${n} 条弹幕`,
    en: (n) => (n === 1 ? 'Send a message in a room chat' : `Send ${n} messages in a room chat`),
    vi: (n) => `Gửi ${n} tin trong phòng chat`,
  },
  gift: {
    zh: (n) => `送出 ${n} 个礼物`,
    en: (n) => (n === 1 ? 'Send a gift' : `Send ${n} gifts`),
    vi: (n) => (n === 1 ? 'Tặng một món quà' : `Tặng ${n} món quà`),
  },
  follow: {
    zh: (n) => `关注 ${n} 位主播`,
    en: (n) => (n === 1 ? 'Follow a streamer' : `Follow ${n} streamers`),
    vi: (n) => (n === 1 ? 'Theo dõi một người phát sóng' : `Theo dõi ${n} người phát sóng`),
  },
  share: {
    zh: (n) => `分享 ${n} 次直播间`,
    en: (n) => (n === 1 ? 'Share a live room' : `Share live rooms ${n} times`),
    vi: (n) => (n === 1 ? 'Chia sẻ một phòng trực tiếp' : `Chia sẻ phòng trực tiếp ${n} lần`),
  },
};

const TASK_IMAGES = new Map<DailyTaskKey, string>(DAILY_TASKS.map((task) => [task.key, task.img]));

/** The watch task counts seconds; it is shown and targeted in minutes. */
const UNIT_SECONDS: Partial<Record<DailyTaskKey, number>> = { watch: 60 };

interface ProgressEntry {
  userId: number;
  task: DailyTaskKey;
  day: string;
  amount: number;
}

/** One entry per member, task and day (an upsert may touch each row once). */
function summedProgress(entries: ProgressEntry[]): ProgressEntry[] {
  const sums = new Map<string, ProgressEntry>();
  for (const entry of entries) {
    const key = `${entry.userId}:${entry.task}:${entry.day}`;
    const sum = sums.get(key);
    if (sum) sum.amount += entry.amount;
    else sums.set(key, { ...entry });
  }
  return [...sums.values()];
}

export interface DailyTasksServiceDeps {
  ledger: LedgerService;
  /** Targets and gold come from the reward rules in force. */
  rules: Pick<RewardRulesService, 'current'>;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Daily tasks (spec §3, issue 8): progress is recorded by the server where the action happens
 * (chat, gifts, follows, shares, watch time), never reported by the browser as done; the gold
 * coins are claimed once per task and day through the ledger.
 */
export class DailyTasksService {
  private watchOwed = new Map<number, number>();

  /**
   * Progress written a batch at a time, one row per member, task and day with the amounts
   * summed: a busy room records hundreds of gifts and messages a second.
   */
  private readonly progress = new GroupCommit<ProgressEntry, void>({
    maxBatch: 1_000,
    concurrency: 1,
    write: async (entries) => {
      await this.repository.add(summedProgress(entries));
      return entries.map(() => ({ ok: true, value: undefined }));
    },
  });

  constructor(
    private readonly repository: DailyTasksRepository,
    private readonly deps: DailyTasksServiceDeps,
  ) {}

  private today(): string {
    return chinaDay(this.deps.now?.() ?? Date.now());
  }

  /** Counts progress from what other modules announce; returns a function that stops it. */
  subscribe(events: Pick<AppEventBus, 'on'>): () => void {
    const stops = [
      events.on('gift.sent', ({ senderId }) => this.record(senderId, 'gift')),
      events.on('chat.roomMessage', ({ memberId }) => this.record(memberId, 'chat')),
      events.on('user.followed', ({ userId }) => this.record(userId, 'follow')),
      events.on('presence.tick', ({ memberIds, seconds }) =>
        this.recordWatching(memberIds, seconds),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Records an action; a failure is logged, never passed on to the action itself. */
  record(userId: number, task: DailyTaskKey, amount = 1): void {
    this.recordMany([{ userId, task, amount }]);
  }

  recordMany(entries: { userId: number; task: DailyTaskKey; amount: number }[]): void {
    const day = this.today();
    for (const entry of entries) {
      this.progress
        .submit({ ...entry, day })
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'task progress lost'));
    }
  }

  /**
   * Members seen in a live room during a presence tick of `seconds`: whole seconds go to the
   * watch task, fractions wait for the next tick (ticks are short in tests, 5 s in production).
   */
  recordWatching(userIds: number[], seconds: number): void {
    const entries = [];
    const owed = new Map<number, number>();
    for (const userId of userIds) {
      const total = (this.watchOwed.get(userId) ?? 0) + seconds;
      const whole = Math.floor(total);
      owed.set(userId, total - whole);
      if (whole > 0) entries.push({ userId, task: 'watch' as const, amount: whole });
    }
    // Members who left forget their fractions: at most a second each.
    this.watchOwed = owed;
    this.recordMany(entries);
  }

  /** Waits for recording (tests, and callers that must see it at once). */
  async recordNow(userId: number, task: DailyTaskKey, amount = 1): Promise<void> {
    await this.repository.add([{ userId, task, amount, day: this.today() }]);
  }

  async list(userId: number, language: Language): Promise<DailyTask[]> {
    const rows = await this.repository.progressOf(userId, this.today());
    return this.deps.rules.current().daily_tasks.map((task) => {
      const row = rows.find((candidate) => candidate.task === task.key);
      const progress = Math.floor((row?.value ?? 0) / (UNIT_SECONDS[task.key] ?? 1));
      const done = progress >= task.target;
      return {
        key: task.key,
        task: TASK_NAMES[task.key][language](task.target),
        img: TASK_IMAGES.get(task.key) ?? '',
        lz_num: task.reward,
        is_complete: done ? 1 : 0,
        value: `${Math.min(progress, task.target)}/${task.target}`,
        progress: Math.min(progress, task.target),
        target: task.target,
        is_claimed: row?.claimedAt ? 1 : 0,
      };
    });
  }

  async claim(userId: number, key: DailyTaskKey) {
    const task = this.deps.rules.current().daily_tasks.find((candidate) => candidate.key === key);
    if (!task) throw new AppError('task.notDone');
    const day = this.today();
    const target = task.target * (UNIT_SECONDS[key] ?? 1);
    const claimed = await this.deps.ledger.transaction(async (tx) => {
      const reward = Math.min(task.reward, await dailyGoldLeft(tx, userId, day));
      if (!(await this.repository.claim(tx, { userId, day, task: key, target, reward }))) {
        return null;
      }
      if (reward > 0) {
        await this.deps.ledger.post(tx, {
          reason: 'task',
          idempotencyKey: `task:${userId}:${day}:${key}`,
          movements: [{ from: platform('goldIssued'), to: member(userId, 'gold'), amount: reward }],
        });
      }
      return { reward };
    });
    if (!claimed) {
      const row = (await this.repository.progressOf(userId, day)).find((r) => r.task === key);
      throw new AppError(row?.claimedAt ? 'task.claimed' : 'task.notDone', { httpStatus: 409 });
    }
    return {
      reward: claimed.reward,
      gold_coins: (await this.deps.ledger.wallet(userId)).gold_coins,
    };
  }
}
