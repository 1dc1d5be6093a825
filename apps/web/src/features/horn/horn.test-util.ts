import type { Horn } from '@tifo/contract';

/** Test builders of the global horn. */

let nextHornId = 100;

export function buildHorn(
  overrides: Partial<Horn> = {},
  sender: Partial<Horn['sender']> = {},
): Horn {
  return {
    id: nextHornId++,
    text: '全场比赛精彩，欢迎来我的直播间',
    room_id: null,
    status: 'succeeded',
    review_note: '',
    cost: 50,
    created_at: '2026-11-22T08:00:00.000Z',
    reviewed_at: '2026-11-22T08:05:00.000Z',
    ...overrides,
    sender: { id: 31, nickname: '大老板', avatar: '', noble_tier: 3, ...sender },
  };
}

/** `guard_user/getList` answers: a noble of tier 3, or no noble. */
export function nobleAnswer(noble: boolean) {
  return {
    code: 0,
    data: {
      tiers: [],
      mine: noble
        ? { tier: 3, expires_at: '2026-12-31T00:00:00.000Z', free_barrages_left: 30 }
        : null,
    },
  };
}
