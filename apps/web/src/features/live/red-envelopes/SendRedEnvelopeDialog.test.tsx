import { RED_ENVELOPE } from '@tifo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read, write } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/session/login-dialog-store';
import { onRechargeRequested } from '../../../shared/wallet/recharge-opener';
import { walletKeys } from '../../../shared/wallet/wallet-keys';
import { walletFixture } from '../gifts/gift-test-helpers';
import { member, renderLive, ROOM_ID, roomRoutes, stubApi } from '../live-test-helpers';
import { badgeOf, envelopeFixture } from './red-envelope-test-helpers';

type Answer = { code: number; msg?: string; data: unknown };

function signInWith(diamonds: number) {
  write('userInfo', { ...member, balances: { diamonds, gold_coins: 3 } });
}

/** The room with no envelopes yet; `insert` answers Redenvelope/insert. */
async function openRoom(insert: (body: unknown) => Answer | Promise<Answer> = okInsert) {
  const api = stubApi({
    ...roomRoutes(),
    'Redenvelope/getList': { code: 0, data: { list: [] } },
    'Redenvelope/insert': insert,
  });
  const view = renderLive();
  await screen.findByTestId('room-title');
  await waitFor(() => expect(api.callsTo('Redenvelope/getList')).toHaveLength(1));
  return { api, ...view };
}

function okInsert(body: unknown): Answer {
  const { total, count, message } = body as { total: number; count: number; message: string };
  return {
    code: 0,
    data: {
      envelope: envelopeFixture({ id: 77, total, count, remaining_count: count, message }),
      wallet: walletFixture({ diamonds: 200, gold_coins: 3 }),
    },
  };
}

function openDialog(): HTMLElement {
  fireEvent.click(screen.getByTestId('red-envelope-send-button'));
  return screen.getByTestId('red-envelope-send-dialog');
}

function fill(dialog: HTMLElement, field: 'total' | 'count' | 'message', text: string) {
  fireEvent.change(within(dialog).getByTestId(`red-envelope-${field}`), {
    target: { value: text },
  });
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByTestId<HTMLButtonElement>('red-envelope-submit');
const alerts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('alert')
    .map((element) => element.textContent);

describe('sending a red envelope', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it('checks the fields and the balance before anything is sent', async () => {
    signInWith(500);
    const { api } = await openRoom();
    const dialog = openDialog();
    expect(within(dialog).getByTestId('red-envelope-balance').textContent).toBe('余额 500 钻石');
    expect(submitButton(dialog).disabled).toBe(true);
    expect(alerts(dialog)).toEqual([]);

    for (const bad of ['0', '1.5', '100001', 'abc']) {
      fill(dialog, 'total', bad);
      expect(alerts(dialog)).toEqual(['请输入 1–100,000 的整数']);
    }
    fill(dialog, 'total', '300');
    for (const bad of ['0', '101', '-1']) {
      fill(dialog, 'count', bad);
      expect(alerts(dialog)).toEqual(['请输入 1–100 的整数']);
    }
    fill(dialog, 'count', '10');
    expect(alerts(dialog)).toEqual([]);
    expect(submitButton(dialog).disabled).toBe(false);
    expect(submitButton(dialog).textContent).toBe('塞 300 钻石进红包');

    fill(dialog, 'message', '好'.repeat(RED_ENVELOPE.messageMaxLength + 1));
    expect(alerts(dialog)).toEqual(['祝福语太长了']);
    expect(submitButton(dialog).disabled).toBe(true);
    fill(dialog, 'message', '好'.repeat(RED_ENVELOPE.messageMaxLength));
    expect(alerts(dialog)).toEqual([]);

    // Above the balance: refused here, with the recharge dialog a click away.
    fill(dialog, 'total', '501');
    expect(within(dialog).getByTestId('red-envelope-short').textContent).toBe('钻石不足，请先充值');
    expect(submitButton(dialog).disabled).toBe(true);
    fireEvent.submit(submitButton(dialog));
    const recharge = vi.fn();
    const off = onRechargeRequested(recharge);
    fireEvent.click(within(dialog).getByTestId('red-envelope-recharge'));
    off();
    expect(recharge).toHaveBeenCalledTimes(1);
    fill(dialog, 'total', '500');
    expect(within(dialog).queryByTestId('red-envelope-short')).toBeNull();
    expect(submitButton(dialog).disabled).toBe(false);
    expect(api.callsTo('Redenvelope/insert')).toHaveLength(0);
  });

  it('sends once, stores the new balance and shows the envelope in the room', async () => {
    signInWith(500);
    let answer: (value: Answer) => void = () => undefined;
    const { api, queryClient } = await openRoom(
      (body) =>
        new Promise<Answer>((resolve) => {
          answer = (value) => resolve(value.code === 0 ? okInsert(body) : value);
        }),
    );
    const dialog = openDialog();
    fill(dialog, 'total', ' 300 ');
    fill(dialog, 'count', '10');
    fill(dialog, 'message', '  中场红包  ');
    fireEvent.click(submitButton(dialog));
    fireEvent.click(submitButton(dialog));
    await waitFor(() => expect(api.callsTo('Redenvelope/insert')).toHaveLength(1));
    const [body] = api.callsTo('Redenvelope/insert') as Record<string, unknown>[];
    expect(body).toMatchObject({ room_id: ROOM_ID, total: 300, count: 10, message: '中场红包' });
    expect(String(body?.request_id)).toMatch(/^[\w-]{8,64}$/);

    answer({ code: 0, data: null });
    expect((await screen.findByTestId('toast')).textContent).toContain('红包已发出');
    expect(screen.queryByTestId('red-envelope-send-dialog')).toBeNull();
    expect(read('userInfo')?.balances.diamonds).toBe(200);
    expect(queryClient.getQueryData(walletKeys.wallet())).toMatchObject({ diamonds: 200 });
    expect(badgeOf(77).dataset.status).toBe('open');

    // Another opening is another envelope.
    const again = openDialog();
    fill(again, 'total', '100');
    fill(again, 'count', '1');
    fireEvent.click(submitButton(again));
    await waitFor(() => expect(api.callsTo('Redenvelope/insert')).toHaveLength(2));
    const [, second] = api.callsTo('Redenvelope/insert') as Record<string, unknown>[];
    expect(second).toMatchObject({ total: 100, count: 1, message: '' });
    expect(second?.request_id).not.toBe(body?.request_id);
  });

  it('shows the server’s refusal; a retry after it is a new request, after a lost answer not', async () => {
    signInWith(500);
    const answers: (Answer | 'offline')[] = [
      'offline',
      { code: 1, msg: '钻石余额不足', data: null },
      { code: 1, msg: '钻石余额不足', data: null },
    ];
    const { api } = await openRoom(() => {
      const next = answers.shift() ?? 'offline';
      return next === 'offline' ? Promise.reject(new TypeError('offline')) : next;
    });
    const dialog = openDialog();
    fill(dialog, 'total', '300');
    fill(dialog, 'count', '3');
    fireEvent.click(submitButton(dialog));
    expect((await within(dialog).findByTestId('red-envelope-error')).textContent).toBe(
      '红包发送失败，请重试',
    );
    fireEvent.click(submitButton(dialog));
    await waitFor(() =>
      expect(within(dialog).getByTestId('red-envelope-error').textContent).toBe('钻石余额不足'),
    );
    fireEvent.click(submitButton(dialog));
    await waitFor(() => expect(api.callsTo('Redenvelope/insert')).toHaveLength(3));
    const ids = (api.callsTo('Redenvelope/insert') as { request_id: string }[]).map(
      (body) => body.request_id,
    );
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(screen.getByTestId('red-envelope-send-dialog')).toBeTruthy();
    expect(read('userInfo')?.balances.diamonds).toBe(500);
  });

  it('asks visitors to log in', async () => {
    const { api } = await openRoom();
    const dialog = openDialog();
    expect(within(dialog).getByTestId('login-prompt').textContent).toContain('登录后发红包');
    expect(within(dialog).queryByTestId('red-envelope-total')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('login-prompt-button'));
    expect(isLoginDialogOpen()).toBe(true);
    expect(screen.queryByTestId('red-envelope-send-dialog')).toBeNull();
    expect(api.callsTo('Redenvelope/insert')).toHaveLength(0);
  });
});
