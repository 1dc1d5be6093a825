import type { RedEnvelope, RedEnvelopeClaim } from '@tifo/contract';
import { ROOM_ID } from '../live-test-helpers';

/** Test drivers of the room's red envelopes. */

const MINUTE_MS = 60_000;

/** An open envelope of the fixture room from 老板A: 100 diamonds in 10 shares, 10 min left. */
export function envelopeFixture(
  overrides: Partial<RedEnvelope> = {},
  sender: Partial<RedEnvelope['sender']> = {},
): RedEnvelope {
  const now = Date.now();
  return {
    id: 1,
    room_id: ROOM_ID,
    total: 100,
    count: 10,
    remaining_count: 10,
    message: '',
    status: 'open',
    created_at: new Date(now - MINUTE_MS).toISOString(),
    expires_at: new Date(now + 10 * MINUTE_MS).toISOString(),
    my_share: null,
    ...overrides,
    sender: { id: 41, nickname: '老板A', avatar: '', ...sender },
  };
}

export function claimFixture(overrides: Partial<RedEnvelopeClaim> = {}): RedEnvelopeClaim {
  return {
    id: 51,
    nickname: '球迷B',
    avatar: '/uploads/b.png',
    amount: 8.5,
    claimed_at: new Date().toISOString(),
    ...overrides,
  };
}

/** The badges in the stack, in their order. */
export function badges(root: ParentNode = document): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-testid="red-envelope-badge"]'));
}

export function badgeOf(id: number): HTMLElement {
  const found = badges().find((element) => element.dataset.envelopeId === String(id));
  if (!found) throw new Error(`no red envelope ${id}`);
  return found;
}

export function textOf(badge: HTMLElement, part: 'left' | 'state'): string | null {
  return badge.querySelector(`[data-testid="red-envelope-${part}"]`)?.textContent ?? null;
}
