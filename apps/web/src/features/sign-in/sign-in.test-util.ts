import { SIGN_IN_REWARDS, SIGN_IN_WEEK_TOTAL, type SignInList } from '@tifo/contract';
import { stubApi } from '../anchor/room-fixtures.test-util';

/**
 * A strip as the server answers it: `signedDays` days of the week done, and `signedToday`
 * whether the last of them was today (otherwise the next day is today's).
 */
export function buildSignInList({
  signedDays,
  signedToday,
}: {
  signedDays: number;
  signedToday: boolean;
}): SignInList {
  const today = signedToday ? signedDays : signedDays + 1;
  return {
    is_sign: signedToday ? 1 : 0,
    list: SIGN_IN_REWARDS.map((reward, index) => {
      const day = index + 1;
      return {
        id: day,
        num: day,
        lz_num: reward,
        total_num: day === SIGN_IN_REWARDS.length ? SIGN_IN_WEEK_TOTAL : null,
        is_sign: day <= signedDays ? 1 : 0,
        is_today: day === today,
      };
    }),
    today: [],
    streak: signedDays,
  };
}

/**
 * A sign-in server: the list follows `state`, and a sign-in signs the next day, adds its reward
 * to `state.gold` and answers like `Activity/sign`. `failList` makes the list answer an error.
 */
export function stubSignInApi(state: {
  signedDays: number;
  signedToday: boolean;
  gold: number;
  failList?: boolean;
}) {
  return stubApi({
    'Activity/signTaskList': () => {
      if (state.failList) throw new Error('服务器开小差了');
      return buildSignInList(state);
    },
    'Activity/sign': () => {
      if (state.signedToday) throw new Error('今天已经签到过了');
      const day = state.signedDays + 1;
      const reward = SIGN_IN_REWARDS[day - 1] ?? 0;
      state.signedDays = day;
      state.signedToday = true;
      state.gold += reward;
      return { reward, day, gold_coins: state.gold };
    },
  });
}
