import type { NobleState } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { stubApi } from '../../anchor/room-fixtures.test-util';
import { buildWallet, callsTo, renderMoney, signIn } from '../wallet.test-util';
import { NobleSection } from './NobleSection';

const TIERS = [
  { tier: 1, key: 'knight', name: '骑士', monthly_diamonds: 1000, free_barrages: 30 },
  { tier: 2, key: 'baron', name: '男爵', monthly_diamonds: 3000, free_barrages: 30 },
  { tier: 3, key: 'earl', name: '伯爵', monthly_diamonds: 8000, free_barrages: 30 },
];

const future = new Date(Date.now() + 20 * 86_400_000).toISOString();

function stubNobleApi({
  diamonds,
  mine = null,
  buy,
}: {
  diamonds: number;
  mine?: NobleState | null;
  buy?: (body: unknown) => unknown;
}) {
  return stubApi({
    'guard_user/getList': () => ({ tiers: TIERS, mine }),
    'Balance/getWallet': () => buildWallet({ diamonds }),
    'guard_user/buy': (_url, body) => {
      if (!buy) throw new Error('unexpected');
      return buy(body);
    },
  });
}

function tierCard(tier: number): HTMLElement {
  const card = screen
    .getAllByTestId('noble-tier')
    .find((element) => element.dataset.tier === String(tier));
  if (!card) throw new Error(`no tier ${tier}`);
  return card;
}

/** The button under the tiers: open, renew or upgrade, as the chosen tier allows. */
const buyButton = () => screen.getByRole('button', { name: /^(开通|续费|升级)$/ });

/** Chooses a tier and the months, and asks to buy once the real balance is known. */
async function chooseAndBuy(
  user: UserEvent,
  fetchMock: ReturnType<typeof stubNobleApi>,
  tierName: string,
  months: string,
) {
  await user.click(await screen.findByRole('radio', { name: new RegExp(tierName) }));
  await user.selectOptions(screen.getByLabelText('开通时长'), months);
  // Wait for the real balance, not the stored one.
  await waitFor(() => expect(callsTo(fetchMock, 'Balance/getWallet')).toHaveLength(1));
  await user.click(buyButton());
}

describe('noble section', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the tiers with their prices and benefits, and no noble yet', async () => {
    signIn();
    stubNobleApi({ diamonds: 50 });
    renderMoney(<NobleSection />);
    const cards = await screen.findAllByTestId('noble-tier');
    expect(cards.map((card) => card.dataset.tier)).toEqual(['1', '2', '3']);
    expect(cards[1]?.textContent).toContain('男爵');
    expect(cards[1]?.textContent).toContain('3,000 钻石/月');
    expect(cards[1]?.textContent).toContain('每月 30 条免费广告弹幕');
    expect(cards[1]?.textContent).toContain('全站喇叭');
    expect(cards[1]?.textContent).toContain('聊天专属贵族徽章');
    expect(screen.getByTestId('noble-current').textContent).toContain('你还不是贵族');
  });

  it('says when diamonds are short and offers recharge, without calling the server', async () => {
    signIn();
    const fetchMock = stubNobleApi({ diamonds: 2500 });
    const user = userEvent.setup();
    renderMoney(<NobleSection />);
    await chooseAndBuy(user, fetchMock, '男爵', '2');
    const dialog = await screen.findByRole('dialog', { name: '确认开通贵族' });
    expect(within(dialog).getByTestId('noble-price').textContent).toBe('价格：6,000 钻石');
    await waitFor(() =>
      expect(within(dialog).getByTestId('noble-insufficient').textContent).toBe(
        '钻石不足，还差 3,500 钻石。',
      ),
    );
    expect(within(dialog).queryByRole('button', { name: '确认支付' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '去充值' })).toBeTruthy();
    expect(callsTo(fetchMock, 'guard_user/buy')).toHaveLength(0);
  });

  it('buys after the confirm step and shows what the server charged', async () => {
    signIn();
    const noble = { tier: 2, expires_at: '2027-01-21T08:00:00.000Z', free_barrages_left: 30 };
    const fetchMock = stubNobleApi({
      diamonds: 10_000,
      buy: () => ({ noble, paid: 6000, wallet: buildWallet({ diamonds: 4000, gold_coins: 9 }) }),
    });
    const user = userEvent.setup();
    renderMoney(<NobleSection />);
    await chooseAndBuy(user, fetchMock, '男爵', '2');
    // Nothing is bought before the confirmation.
    expect(callsTo(fetchMock, 'guard_user/buy')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: '确认支付' }));

    const bought = await screen.findByTestId('noble-bought');
    expect(bought.textContent).toContain('支付 6,000 钻石');
    expect(callsTo(fetchMock, 'guard_user/buy').map((call) => call.body)).toEqual([
      { tier: 2, months: 2 },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const current = screen.getByTestId('noble-current');
    expect(current.dataset.tier).toBe('2');
    expect(current.textContent).toContain('男爵');
    expect(current.textContent).toContain('本月剩余免费弹幕：30');
    const stored = read('userInfo');
    expect(stored?.noble_tier).toBe(2);
    expect(stored?.balances.diamonds).toBe(4000);
    expect(stored?.balances.gold_coins).toBe(9);
  });

  it("leaves an upgrade's price to the server and shows its refusal", async () => {
    signIn();
    const fetchMock = stubNobleApi({
      diamonds: 5000,
      mine: { tier: 1, expires_at: future, free_barrages_left: 12 },
      buy: () => {
        throw new Error('钻石余额不足');
      },
    });
    const user = userEvent.setup();
    renderMoney(<NobleSection />);
    const current = await screen.findByTestId('noble-current');
    expect(current.textContent).toContain('骑士');
    expect(current.textContent).toContain('本月剩余免费弹幕：12');
    // The member's tier is chosen first: buying it again renews.
    expect(tierCard(1).dataset.selected).toBe('true');
    expect(buyButton().textContent).toBe('续费');

    await user.click(within(tierCard(3)).getByRole('radio'));
    expect(buyButton().textContent).toBe('升级');
    await waitFor(() => expect(callsTo(fetchMock, 'Balance/getWallet')).toHaveLength(1));
    await user.click(buyButton());
    const dialog = await screen.findByRole('dialog', { name: '确认开通贵族' });
    // 8,000 is more than the balance, but the unused knight time is credited: the server decides.
    expect(dialog.textContent).toContain('未用完的时间会折算抵扣');
    expect(within(dialog).queryByTestId('noble-insufficient')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('钻石余额不足');
    expect(callsTo(fetchMock, 'guard_user/buy').map((call) => call.body)).toEqual([
      { tier: 3, months: 1 },
    ]);
  });
});
