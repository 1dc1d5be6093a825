import type { BroadcastPlan } from '@tifo/contract';
import { buildMatch } from '../scores/match-fixtures.test-util';

/** A match that has not kicked off: 20:00 China time on 22 November 2026. */
export const upcomingMatch = buildMatch({
  id: 'm-1',
  status: 'not_started',
  minute: null,
  match_str: '',
  kickoff: '2026-11-22T12:00:00.000Z',
});

/** An approved broadcast plan for tests; override what the test is about. */
export function buildPlan(overrides: Partial<BroadcastPlan> & { id: number }): BroadcastPlan {
  return {
    anchor_id: 9,
    anchor_nickname: '小李解说',
    anchor_avatar: '',
    room_id: 7,
    match: upcomingMatch,
    title: '德比大战全场解说',
    cover: '',
    planned_at: '2026-11-22T11:45:00.000Z',
    status: 'approved',
    review_note: '',
    started_at: null,
    reservations: 3,
    reserved: false,
    created_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** One page of plans as the paged calls answer it. */
export function planPage(list: BroadcastPlan[], hasMore = false) {
  return { list, has_more: hasMore };
}
