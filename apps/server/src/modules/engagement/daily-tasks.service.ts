import { DAILY_TASKS, type DailyTask, type DailyTaskKey, type Language } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppEventBus } from '../../platform/events/app-event-bus';
import { AppError } from '../../platform/http/app-error';
import { member, platform } from '../money/ledger/ledger-accounts';
import type { LedgerService } from '../money/ledger/ledger.service';
import type { DailyTasksRepository } from './daily-tasks.repository';
import { chinaDay } from './sign-in.service';

const TASK_NAMES: Record<DailyTaskKey, Record<Language, string>> = {
  watch: {
    zh: '观看直播 10 分钟',
    en: 'Watch a live room for 10 minutes',
    vi: 'Xem phòng trực tiếp 10 phút',
  },
  chat: {
    zh: '在直播间发 3 条弹幕',
    en: 'Send 3 messages in a room chat',
    vi: 'Gửi 3 tin trong phòng chat',
  },
  gift: { zh: '送出 1 个礼物', en: 'Send a gift', vi: 'Tặng một món quà' },
  follow: { zh: '关注 1 位主播', en: 'Follow a streamer', vi: 'Theo dõi một người phát sóng' },
  share: { zh: '分享 1 次直播间', en: 'Share a live room', vi: 'Chia sẻ một phòng trực tiếp' },
};

/** The watch task counts seconds; it is shown and targeted in minutes. */
const UNIT_SECONDS: Partial<Record<DailyTaskKey, number>> = { watch: 60 };

export interface DailyTasksServiceDeps {
  ledger: LedgerService;
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
    if (entries.length === 0) return;
    const day = this.today();
    void this.repository
      .add(entries.map((entry) => ({ ...entry, day })))
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'task progress lost'));
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
    return DAILY_TASKS.map((task) => {
      const row = rows.find((candidate) => candidate.task === task.key);
      const progress = Math.floor((row?.value ?? 0) / (UNIT_SECONDS[task.key] ?? 1));
      const done = progress >= task.target;
      return {
        key: task.key,
        task: TASK_NAMES[task.key][language],
        img: task.img,
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
    const task = DAILY_TASKS.find((candidate) => candidate.key === key);
    if (!task) throw new AppError('task.notDone');
    const day = this.today();
    const target = task.target * (UNIT_SECONDS[key] ?? 1);
    const claimed = await this.deps.ledger.transaction(async (tx) => {
      if (!(await this.repository.claim(tx, { userId, day, task: key, target }))) return false;
      await this.deps.ledger.post(tx, {
        reason: 'task',
        idempotencyKey: `task:${userId}:${day}:${key}`,
        movements: [
          { from: platform('goldIssued'), to: member(userId, 'gold'), amount: task.reward },
        ],
      });
      return true;
    });
    if (!claimed) {
      const row = (await this.repository.progressOf(userId, day)).find((r) => r.task === key);
      throw new AppError(row?.claimedAt ? 'task.claimed' : 'task.notDone', { httpStatus: 409 });
    }
    return {
      reward: task.reward,
      gold_coins: (await this.deps.ledger.wallet(userId)).gold_coins,
    };
  }
}
