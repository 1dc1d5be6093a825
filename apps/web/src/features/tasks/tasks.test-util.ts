import { DAILY_TASKS, type DailyTask, type DailyTaskKey } from '@tifo/contract';
import { stubApi } from '../anchor/room-fixtures.test-util';

const NAMES: Record<DailyTaskKey, string> = {
  watch: '观看直播 10 分钟',
  chat: '在直播间发言 3 次',
  gift: '送出 1 个礼物',
  follow: '关注 1 位主播',
  share: '分享 1 个直播间',
};

/** What the server knows of today: each task's count so far, the claimed ones, the gold. */
export interface TaskServerState {
  progress: Partial<Record<DailyTaskKey, number>>;
  claimed: DailyTaskKey[];
  gold: number;
  failList?: boolean;
}

/** Today's tasks as `Activity/dailyTasks` answers them for `state`. */
export function buildDailyTasks(state: TaskServerState): DailyTask[] {
  return DAILY_TASKS.map(({ key, target, reward, img }) => {
    const progress = Math.min(state.progress[key] ?? 0, target);
    return {
      key,
      task: NAMES[key],
      img,
      lz_num: reward,
      is_complete: progress >= target ? 1 : 0,
      value: `${progress}/${target}`,
      progress,
      target,
      is_claimed: state.claimed.includes(key) ? 1 : 0,
    };
  });
}

/**
 * A task server: the list follows `state`; a claim refuses a task not done or already claimed
 * (code 1 with the server's words), otherwise marks it claimed and adds its reward to
 * `state.gold`. `failList` makes the list answer an error.
 */
export function stubTasksApi(state: TaskServerState) {
  return stubApi({
    'Activity/dailyTasks': () => {
      if (state.failList) throw new Error('服务器开小差了');
      return { daily: buildDailyTasks(state) };
    },
    'Activity/claimTask': (_url, body) => {
      const { key } = body as { key: DailyTaskKey };
      const task = buildDailyTasks(state).find((entry) => entry.key === key);
      if (!task || task.is_complete !== 1) throw new Error('任务还没完成');
      if (task.is_claimed === 1) throw new Error('今天已经领取过了');
      state.claimed.push(key);
      state.gold += task.lz_num;
      return { reward: task.lz_num, gold_coins: state.gold };
    },
  });
}
