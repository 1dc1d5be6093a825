import type { ChatMessage } from '@tifo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read, write } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { chatMessageFixture } from '../../../test/fake-im-server';
import { closeLoginDialog } from '../../../shared/session/login-dialog-store';
import { onRechargeRequested } from '../../../shared/wallet/recharge-opener';
import { walletFixture } from '../gifts/gift-test-helpers';
import { chatServer, member, renderLive, ROOM_ID, roomRoutes, stubApi } from '../live-test-helpers';

type Answer = { code: number; msg?: string; data: unknown };
type SendBody = { room_id: number; text: string; kind: string; request_id: string };

function signInWith(diamonds: number, noble_tier = 0) {
  write('userInfo', { ...member, noble_tier, balances: { diamonds, gold_coins: 0 } });
}

/** What `Barrage/send` answers for a paid or advertising barrage. */
function sentBarrage(
  body: SendBody,
  { diamonds, freeLeft = null }: { diamonds: number; freeLeft?: number | null },
): Answer {
  return {
    code: 0,
    data: {
      id: 501,
      room_id: body.room_id,
      user_id: member.id,
      nickname: 'Fan',
      text: body.text,
      highlight: body.kind,
      created_at: '2026-11-22T08:00:00.000Z',
      wallet: walletFixture({ diamonds }),
      free_barrages_left: freeLeft,
    },
  };
}

function openRoom({
  send = (body: SendBody) => sentBarrage(body, { diamonds: 0 }),
  nobles,
  history = [],
}: {
  send?: (body: SendBody) => Answer | Promise<Answer>;
  nobles?: Answer;
  history?: ChatMessage[];
} = {}) {
  const api = stubApi({
    ...roomRoutes(),
    'Barrage/send': (body) => send(body as SendBody),
    ...(nobles ? { 'guard_user/getList': nobles } : {}),
  });
  const view = renderLive(undefined, chatServer({ history }));
  return { api, ...view };
}

const kindSelect = () => screen.findByTestId<HTMLSelectElement>('barrage-kind-select');

async function sendAs(kind: string, text: string) {
  fireEvent.change(await kindSelect(), { target: { value: kind } });
  const input = await screen.findByTestId<HTMLInputElement>('barrage-input');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return input;
}

function optionText(select: HTMLSelectElement, kind: string): string {
  return [...select.options].find((option) => option.value === kind)?.textContent ?? '';
}

describe('barrage kinds in the chat box', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it('offers normal, paid (1 diamond) and advertising (10 diamonds) barrages, normal first', async () => {
    signInWith(30);
    openRoom();
    const select = await kindSelect();
    expect(select.value).toBe('normal');
    expect([...select.options].map((option) => option.value)).toEqual(['normal', 'paid', 'advert']);
    expect(optionText(select, 'paid')).toBe('付费 1💎');
    expect(optionText(select, 'advert')).toBe('广告 10💎');
    expect(screen.queryByTestId('barrage-kind-hint')).toBeNull();

    fireEvent.change(select, { target: { value: 'advert' } });
    const hint = screen.getByTestId('barrage-kind-hint');
    expect(hint.textContent).toContain('广告弹幕 10 钻石：飞过全站所有直播间的视频');
    expect(within(hint).getByTestId('barrage-balance').textContent).toBe('余额 30 钻石');
  });

  it('still sends a normal barrage over the chat service, not over HTTP', async () => {
    signInWith(30);
    const { api, im } = openRoom();
    await sendAs('normal', '好球');
    await waitFor(() =>
      expect(im.requestsOf('sendRoom').map((request) => request.payload)).toEqual([
        { kind: 'text', text: '好球' },
      ]),
    );
    expect(api.callsTo('Barrage/send')).toEqual([]);
  });

  it('posts a paid barrage with a fresh request id and stores the new balance', async () => {
    signInWith(30);
    const { api, im } = openRoom({ send: (body) => sentBarrage(body, { diamonds: 29 }) });
    const input = await sendAs('paid', ' 冲啊 ');
    await waitFor(() => expect(api.callsTo('Barrage/send')).toHaveLength(1));
    const [body] = api.callsTo('Barrage/send') as SendBody[];
    expect(body).toMatchObject({ room_id: ROOM_ID, text: '冲啊', kind: 'paid' });
    expect(body?.request_id).toMatch(/^[\w-]{8,64}$/);
    expect(im.requestsOf('sendRoom')).toEqual([]);

    await waitFor(() => expect(input.value).toBe(''));
    expect(read('userInfo')?.balances.diamonds).toBe(29);
    expect(screen.getByTestId('barrage-balance').textContent).toBe('余额 29 钻石');

    // The next message is a new request.
    fireEvent.change(input, { target: { value: '再来' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(api.callsTo('Barrage/send')).toHaveLength(2));
    const [, second] = api.callsTo('Barrage/send') as SendBody[];
    expect(second?.kind).toBe('paid');
    expect(second?.request_id).not.toBe(body?.request_id);
  });

  it("counts a noble's free advertising barrages, from the noble state and then the answer", async () => {
    signInWith(0, 2);
    const { api } = openRoom({
      nobles: {
        code: 0,
        data: { tiers: [], mine: { tier: 2, expires_at: '2026-12-31', free_barrages_left: 3 } },
      },
      send: (body) => sentBarrage(body, { diamonds: 0, freeLeft: 2 }),
    });
    const select = await kindSelect();
    await waitFor(() => expect(optionText(select, 'advert')).toBe('广告 免费3条'));
    fireEvent.change(select, { target: { value: 'advert' } });
    expect(screen.getByTestId('barrage-kind-hint').textContent).toContain(
      '本月还可免费发 3 条（贵族特权）',
    );
    // No diamonds, but a free one is used: nothing stops the send.
    await sendAs('advert', '全站都来看');
    await waitFor(() => expect(api.callsTo('Barrage/send')).toHaveLength(1));
    expect((api.callsTo('Barrage/send') as SendBody[])[0]?.kind).toBe('advert');
    await waitFor(() => expect(optionText(select, 'advert')).toBe('广告 免费2条'));
  });

  it('refuses a barrage above the balance here and offers a top-up', async () => {
    signInWith(5);
    const { api } = openRoom();
    await sendAs('advert', '广告');
    expect((await screen.findByTestId('barrage-notice')).textContent).toBe('钻石不足，请先充值');
    expect(api.callsTo('Barrage/send')).toEqual([]);
    const recharge = vi.fn();
    const off = onRechargeRequested(recharge);
    fireEvent.click(screen.getByTestId('barrage-recharge'));
    off();
    expect(recharge).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal as it says it, with the top-up at hand", async () => {
    signInWith(30);
    const { api } = openRoom({
      send: () => ({ code: 1, msg: '钻石余额不足，请先充值', data: null }),
    });
    const input = await sendAs('paid', '冲啊');
    expect((await screen.findByTestId('barrage-notice')).textContent).toBe(
      '钻石余额不足，请先充值',
    );
    expect(api.callsTo('Barrage/send')).toHaveLength(1);
    // The text stays for another try, and the top-up is one click away.
    expect(input.value).toBe('冲啊');
    expect(screen.getByTestId('barrage-recharge')).toBeTruthy();
    expect(read('userInfo')?.balances.diamonds).toBe(30);
  });

  it('asks visitors to log in instead of offering barrage kinds', async () => {
    openRoom();
    expect(await screen.findByTestId('barrage-login')).toBeTruthy();
    expect(screen.queryByTestId('barrage-kind-select')).toBeNull();
  });

  it('makes paid and advertising barrages stand out in the chat list', async () => {
    openRoom({
      history: [
        chatMessageFixture(1),
        chatMessageFixture(2, { highlight: 'paid', text: '付费的' }),
        chatMessageFixture(3, { highlight: 'advert', text: '广告的' }),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId('barrage-item')).toHaveLength(3));
    const [plain, paid, advert] = screen.getAllByTestId('barrage-item');
    expect(plain?.dataset.highlight).toBeUndefined();
    expect(plain?.className).not.toContain('border');
    expect(within(plain!).queryByTestId('barrage-ad-tag')).toBeNull();

    expect(paid?.dataset.highlight).toBe('paid');
    expect(paid?.className).toContain('border-amber-400');
    expect(within(paid!).queryByTestId('barrage-ad-tag')).toBeNull();

    expect(advert?.dataset.highlight).toBe('advert');
    expect(advert?.className).toContain('border-violet-500');
    expect(within(advert!).getByTestId('barrage-ad-tag').textContent).toBe('广告');
    expect(advert?.textContent).toBe('广告球迷3：广告的');
  });
});
