import type { Commission, DistributionSummary } from '@tifo/contract';
import type { AgentDay, Invitee } from './api';

/** A referral summary for tests (not an agent); override what the test is about. */
export function summaryFixture(overrides: Partial<DistributionSummary> = {}): DistributionSummary {
  return {
    invite_code: 'INV12345',
    invitees: { level1: 3, level2: 1 },
    earnings: { pending: 120.5, settled: 2_400, reversed: 30 },
    rates: { level1_percent: 10, level2_percent: 5 },
    refund_window_days: 7,
    agent_channel: null,
    ...overrides,
  };
}

export function inviteeFixture(overrides: Partial<Invitee> & { user_id: number }): Invitee {
  return {
    nickname: `Friend ${overrides.user_id}`,
    avatar: '',
    level: 1,
    joined_at: '2026-02-20T04:00:00.000Z',
    topup_diamonds: 600,
    commission: 60,
    flagged: false,
    ...overrides,
  };
}

export function commissionFixture(overrides: Partial<Commission> & { id: number }): Commission {
  return {
    kind: 'level1',
    invitee_nickname: 'Friend 1',
    order_no: `T2026022000${overrides.id}`,
    topup_diamonds: 600,
    rate_percent: 10,
    amount: 60,
    status: 'pending',
    settle_at: '2026-02-27T04:00:00.000Z',
    created_at: '2026-02-20T04:00:00.000Z',
    ...overrides,
  };
}

export function agentDayFixture(day: string, overrides: Partial<AgentDay> = {}): AgentDay {
  return {
    day,
    registrations: 0,
    active_members: 0,
    topup_orders: 0,
    topup_diamonds: 0,
    earnings: 0,
    ...overrides,
  };
}
