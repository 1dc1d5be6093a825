import type { FanGroup, FanMembership } from '@tifo/contract';

/** Test data of fan groups: the fixture room's streamer (7) and their group. */

export function fanGroupFixture(overrides: Partial<FanGroup> = {}): FanGroup {
  return {
    anchor_id: 7,
    anchor_nickname: '老王解说',
    anchor_avatar: '',
    room_id: 12,
    name: '老王铁粉团',
    badge: '铁粉',
    join_mode: 'gift',
    fee_diamonds: 30,
    fans_only_chat_level: 0,
    chat_colour_level: 3,
    entry_effect_level: 5,
    member_count: 128,
    fan_light_gift_id: 99,
    ...overrides,
  };
}

export function membershipFixture(overrides: Partial<FanMembership> = {}): FanMembership {
  return {
    anchor_id: 7,
    intimacy: 450,
    level: 3,
    next_level_at: 600,
    joined_at: '2025-05-01T12:00:00.000Z',
    expires_at: '2025-06-10T12:00:00.000Z',
    active: true,
    today: { watch: 12, chat: 30, gift: 0 },
    last_active_at: '2025-05-10T12:00:00.000Z',
    ...overrides,
  };
}
