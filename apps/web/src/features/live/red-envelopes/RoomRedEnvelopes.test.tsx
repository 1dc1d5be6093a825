import type { RedEnvelope, RedEnvelopeClaim } from '@tifo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read, write } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { closeLoginDialog } from '../../../shared/session/login-dialog-store';
import { walletKeys } from '../../../shared/wallet/wallet-keys';
import { walletFixture } from '../gifts/gift-test-helpers';
import { ME, member, renderLive, ROOM_ID, roomRoutes, stubApi } from '../live-test-helpers';
import {
  badgeOf,
  badges,
  claimFixture,
  envelopeFixture,
  textOf,
} from './red-envelope-test-helpers';
import { RED_ENVELOPES_SHOWN } from './RoomRedEnvelopes';
import { CLOSED_SHOWN_MS } from './use-room-red-envelopes';

type Answer = { code: number; msg?: string; data: unknown };
type Route = Answer | ((body: unknown, url: URL) => Answer | Promise<Answer>);

function signInWith(diamonds: number) {
  write('userInfo', { ...member, balances: { diamonds, gold_coins: 3 } });
}

/** The room with `list` open envelopes; `info` and `receive` answer their calls. */
async function openRoom({
  list = [envelopeFixture()],
  info,
  receive = { code: 1, msg: 'no', data: null },
}: {
  list?: RedEnvelope[];
  info?: Route;
  receive?: Route;
} = {}) {
  const api = stubApi({
    ...roomRoutes(),
    'Redenvelope/getList': { code: 0, data: { list } },
    'Redenvelope/getRedInfo':
      info ??
      ((_, url) => infoAnswer(list.find((e) => String(e.id) === url.searchParams.get('id')))),
    'Redenvelope/receiveRed': receive,
  });
  const view = renderLive();
  await screen.findByTestId('room-title');
  if (list.length > 0)
    await waitFor(() => expect(badges()).toHaveLength(Math.min(list.length, RED_ENVELOPES_SHOWN)));
  return { api, ...view };
}

function infoAnswer(envelope: RedEnvelope | undefined, claims: RedEnvelopeClaim[] = []): Answer {
  return envelope
    ? { code: 0, data: { envelope, claims } }
    : { code: 1, msg: '红包不存在', data: null };
}

/**
 * Moves the test's clock on, then lets the query cache's updates render: they wait for a
 * zero timeout, which the fake clock puts 1 ms later when set from inside a timer.
 */
function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  act(() => {
    vi.advanceTimersByTime(1);
  });
}

function openClaim(id: number): HTMLElement {
  fireEvent.click(badgeOf(id));
  return screen.getByTestId('red-envelope-claim-dialog');
}

describe('red envelopes in the room', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it('shows the open envelopes on entering, and a new one on a `redEnvelope` push', async () => {
    const { push } = await openRoom({ list: [envelopeFixture({ remaining_count: 7 })] });
    const [first] = badges();
    expect(first?.dataset.envelopeId).toBe('1');
    expect(textOf(first!, 'left')).toBe('剩 7/10');
    expect(textOf(first!, 'state')).toMatch(/^(10:00|9:5\d)$/);
    expect(first?.getAttribute('aria-label')).toMatch(/^老板A的红包，剩 7\/10 个，/);

    act(() => {
      // Malformed, or of another room: ignored.
      push('redEnvelope', { ...envelopeFixture({ id: 2 }), sender: null });
      push('redEnvelope', envelopeFixture({ id: 3, room_id: ROOM_ID + 1 }));
      push(
        'redEnvelope',
        envelopeFixture({ id: 4, count: 5, remaining_count: 5 }, { nickname: '球迷C' }),
      );
    });
    await waitFor(() =>
      expect(badges().map((badge) => badge.dataset.envelopeId)).toEqual(['1', '4']),
    );
    expect(textOf(badgeOf(4), 'left')).toBe('剩 5/5');
    // The same push twice is one envelope.
    act(() => {
      push('redEnvelope', envelopeFixture({ id: 4, count: 5, remaining_count: 5 }));
      push('redEnvelope', envelopeFixture({ id: 5 }));
    });
    await waitFor(() =>
      expect(badges().map((badge) => badge.dataset.envelopeId)).toEqual(['1', '4', '5']),
    );
  });

  it('keeps shares left current with `redEnvelopeChanged`, shows a finished one closed, then drops it', async () => {
    const { push } = await openRoom({ list: [envelopeFixture(), envelopeFixture({ id: 2 })] });
    act(() => {
      push('redEnvelopeChanged', { id: 1, room_id: ROOM_ID, remaining_count: 3, status: 'open' });
      push('redEnvelopeChanged', {
        id: 2,
        room_id: ROOM_ID + 1,
        remaining_count: 0,
        status: 'finished',
      });
      push('redEnvelopeChanged', {
        id: 2,
        room_id: ROOM_ID,
        remaining_count: 'none',
        status: 'open',
      });
    });
    await waitFor(() => expect(textOf(badgeOf(1), 'left')).toBe('剩 3/10'));
    expect(textOf(badgeOf(2), 'left')).toBe('剩 10/10');

    // From here the clock is the test's (the query cache, too, renders on a timeout).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      push('redEnvelopeChanged', {
        id: 1,
        room_id: ROOM_ID,
        remaining_count: 0,
        status: 'finished',
      });
      vi.advanceTimersByTime(0);
    });
    expect(badgeOf(1).dataset.status).toBe('finished');
    expect(textOf(badgeOf(1), 'left')).toBe('剩 0/10');
    expect(textOf(badgeOf(1), 'state')).toBe('已抢完');
    tick(CLOSED_SHOWN_MS - 100);
    expect(badges()).toHaveLength(2);
    act(() => {
      push('redEnvelopeChanged', {
        id: 2,
        room_id: ROOM_ID,
        remaining_count: 4,
        status: 'expired',
      });
      vi.advanceTimersByTime(0);
    });
    expect(textOf(badgeOf(2), 'state')).toBe('已过期');
    tick(100);
    expect(badges().map((badge) => badge.dataset.envelopeId)).toEqual(['2']);
    tick(CLOSED_SHOWN_MS);
    expect(badges()).toHaveLength(0);
  });

  it('shows an envelope whose time ran out as expired before the server says so', async () => {
    await openRoom({
      list: [envelopeFixture({ expires_at: new Date(Date.now() - 1_000).toISOString() })],
    });
    expect(badgeOf(1).dataset.status).toBe('expired');
    expect(textOf(badgeOf(1), 'state')).toBe('已过期');
  });

  it('stacks at most three, unclaimed first', async () => {
    await openRoom({
      list: [
        envelopeFixture({ id: 1, my_share: 2 }),
        envelopeFixture({ id: 2 }),
        envelopeFixture({ id: 3 }),
        envelopeFixture({ id: 4 }),
      ],
    });
    expect(badges().map((badge) => badge.dataset.envelopeId)).toEqual(['2', '3', '4']);
    expect(screen.getByTestId('red-envelope-more').textContent).toBe('还有 1 个');
  });

  it('opens an envelope: the amount, the new balance, and who got what', async () => {
    signInWith(100);
    const envelope = envelopeFixture({ message: '阿森纳必胜' });
    const others = [claimFixture({ id: 52, nickname: '球迷B', amount: 20 })];
    let claimed = false;
    let answer: (value: Answer) => void = () => undefined;
    const { api, queryClient } = await openRoom({
      list: [envelope],
      info: () =>
        claimed
          ? infoAnswer({ ...envelope, remaining_count: 8, my_share: 12.34 }, [
              ...others,
              claimFixture({ id: ME, nickname: 'Fan', amount: 12.34 }),
            ])
          : infoAnswer({ ...envelope, remaining_count: 9 }, others),
      receive: () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    });
    const dialog = openClaim(1);
    expect(within(dialog).getByRole('heading').textContent).toBe('老板A的红包');
    expect(within(dialog).getByTestId('red-envelope-greeting').textContent).toBe('阿森纳必胜');
    // Before opening: how many are gone, not who got what.
    const claims = within(dialog).getByTestId('red-envelope-claims');
    await waitFor(() => expect(claims.textContent).toBe('已领取 1/10 个，共 100 钻石'));
    expect(within(claims).queryAllByTestId('red-envelope-claim')).toHaveLength(0);

    const open = within(dialog).getByTestId<HTMLButtonElement>('red-envelope-open');
    fireEvent.click(open);
    fireEvent.click(open);
    await waitFor(() => expect(api.callsTo('Redenvelope/receiveRed')).toEqual([{ id: 1 }]));
    claimed = true;
    answer({
      code: 0,
      data: {
        amount: 12.34,
        envelope: { ...envelope, remaining_count: 8, my_share: 12.34 },
        wallet: walletFixture({ diamonds: 112.34, gold_coins: 3 }),
      },
    });
    expect((await within(dialog).findByTestId('red-envelope-amount')).textContent).toBe(
      '抢到 12.34 钻石',
    );
    expect(within(dialog).queryByTestId('red-envelope-open')).toBeNull();
    expect(read('userInfo')?.balances.diamonds).toBe(112.34);
    expect(queryClient.getQueryData(walletKeys.wallet())).toMatchObject({ diamonds: 112.34 });
    await waitFor(() =>
      expect(
        within(claims)
          .getAllByTestId('red-envelope-claim')
          .map((row) => row.textContent),
      ).toEqual(['球迷B20', 'Fan12.34']),
    );
    // Shares are still left, so nobody is the luckiest yet.
    expect(within(claims).queryByText('手气最佳')).toBeNull();
    expect(textOf(badgeOf(1), 'left')).toBe('剩 8/10');
    expect(badgeOf(1).dataset.claimed).toBe('true');
  });

  it('shows the amount of an envelope already opened, and marks the luckiest once it is over', async () => {
    signInWith(100);
    const envelope = envelopeFixture({
      count: 3,
      remaining_count: 0,
      status: 'finished',
      my_share: 5,
    });
    const { api } = await openRoom({
      list: [envelope],
      info: infoAnswer(envelope, [
        claimFixture({ id: 52, nickname: '球迷B', amount: 30 }),
        claimFixture({ id: ME, nickname: 'Fan', amount: 5 }),
        claimFixture({ id: 53, nickname: '球迷C', amount: 65 }),
      ]),
    });
    const dialog = openClaim(1);
    expect(within(dialog).getByTestId('red-envelope-amount').textContent).toBe('抢到 5 钻石');
    expect(within(dialog).queryByTestId('red-envelope-open')).toBeNull();
    const rows = await within(dialog).findAllByTestId('red-envelope-claim');
    expect(rows.filter((row) => row.dataset.best).map((row) => row.textContent)).toEqual([
      '球迷C手气最佳65',
    ]);
    expect(api.callsTo('Redenvelope/receiveRed')).toHaveLength(0);
  });

  it('shows the server’s refusal, and the envelope as the server now tells it', async () => {
    signInWith(100);
    const envelope = envelopeFixture({ count: 2, remaining_count: 1 });
    let refused = false;
    await openRoom({
      list: [envelope],
      info: () =>
        infoAnswer(refused ? { ...envelope, remaining_count: 0, status: 'finished' } : envelope),
      receive: () => {
        refused = true;
        return { code: 1, msg: '红包已被抢完', data: null };
      },
    });
    const dialog = openClaim(1);
    fireEvent.click(within(dialog).getByTestId('red-envelope-open'));
    expect((await within(dialog).findByTestId('red-envelope-error')).textContent).toBe(
      '红包已被抢完',
    );
    expect(await within(dialog).findByTestId('red-envelope-closed')).toBeTruthy();
    expect(within(dialog).queryByTestId('red-envelope-open')).toBeNull();
    expect(badgeOf(1).dataset.status).toBe('finished');
    expect(read('userInfo')?.balances.diamonds).toBe(100);
  });

  it('asks visitors to log in to open one', async () => {
    const { api } = await openRoom();
    const dialog = openClaim(1);
    expect(within(dialog).getByTestId('login-prompt').textContent).toContain('登录后抢红包');
    expect(within(dialog).queryByTestId('red-envelope-open')).toBeNull();
    expect(api.callsTo('Redenvelope/receiveRed')).toHaveLength(0);
  });
});
