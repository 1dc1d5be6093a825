import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import {
  ADMINISTRATOR,
  buildAnchorApplication,
  NO_COUNTS,
  stubAdminApi,
  type AdminHandler,
} from './admin.test-util';

const AT = '2026-11-20T08:00:00.000Z';
const pageOf = (list: unknown[]) => () => ({ list, has_more: false });

/** One item of each list the console reads (the queues of the other tests aside). */
const SERVER: Record<string, AdminHandler> = {
  'Admin/me': () => ADMINISTRATOR,
  'Admin/queueCounts': () => NO_COUNTS,
  'Admin/anchorApplications': pageOf([buildAnchorApplication({ user_id: 1, nickname: 'Lan' })]),
  'Admin/expertApplications': pageOf([
    {
      ...buildAnchorApplication({ user_id: 2, nickname: 'Tipster' }),
      wechat: 'tip_wx',
    },
  ]),
  'Admin/hornList': pageOf([
    {
      id: 1,
      text: '今晚德比必胜',
      room_id: 5,
      status: 'waiting',
      review_note: '',
      cost: 50,
      sender: { id: 9, nickname: 'Noble', avatar: '', noble_tier: 3 },
      created_at: AT,
      reviewed_at: null,
    },
  ]),
  'Admin/livePlans': pageOf([]),
  'Admin/withdrawalList': pageOf([
    {
      id: 4,
      amount: 1000,
      yuan: 100,
      method: 'bank',
      account: '****1234',
      status: 'waiting',
      review_note: '',
      created_at: AT,
      reviewed_at: null,
      user_id: 7,
      nickname: 'Payee',
      real_name: 'Real Name',
      full_account: '6222001234',
    },
  ]),
  'Admin/paymentIncidents': pageOf([
    {
      id: 1,
      kind: 'late_payment',
      order_no: 'ORDER-1',
      user_id: 3,
      provider: 'vnpay',
      provider_ref: 'R1',
      currency: 'VND',
      amount: 50000,
      order_amount: 50000,
      order_status: 'expired',
      created_at: AT,
      resolved_at: null,
      resolution: null,
      note: '',
    },
  ]),
  'Admin/reports': pageOf([
    {
      target_kind: 'post',
      target_id: 8,
      reports: 2,
      reasons: ['spam'],
      notes: ['广告'],
      last_reported_at: AT,
      excerpt: '扫码领球衣',
      author_id: 6,
      author_nickname: 'Spammer',
      link: '/circle-detail?post=8',
      gone: false,
    },
  ]),
  'Admin/shipments': pageOf([]),
  'Admin/users': pageOf([
    {
      user_id: 21,
      nickname: 'Lan',
      avatar: '',
      country_code: 86,
      mobile: '138****8000',
      role: 'moderator',
      is_anchor: true,
      registered_at: AT,
      banned: false,
      muted: true,
    },
  ]),
  'Admin/orders': pageOf([
    {
      id: 9,
      order_no: 'ORDER-9',
      package_id: 1,
      coin: 60,
      give: 6,
      money: 6,
      currency: 'CNY',
      amount: 6,
      status: 'paid',
      provider: 'sandbox',
      created_at: AT,
      paid_at: AT,
      user_id: 21,
      nickname: 'Lan',
      provider_ref: null,
      refunded_at: null,
    },
  ]),
  'Admin/platformAccounts': () => ({
    list: [{ kind: 'revenue', currency: 'diamond', balance: 12345, account_ids: [3, 4] }],
  }),
  'Admin/ledgerTransaction': () => {
    const account = (id: number, holder: number, kind: string) => ({
      id,
      holder,
      holder_nickname: holder ? 'Lan' : '',
      kind,
      slot: 0,
      currency: 'diamond',
      balance: 0,
    });
    return {
      id: 3,
      reason: 'gift',
      cause_id: 77,
      memo: 'Rose × 1',
      created_at: AT,
      postings: [
        {
          id: 5,
          transaction_id: 3,
          debit: account(10, 21, 'diamonds'),
          credit: account(2, 0, 'revenue'),
          currency: 'diamond',
          amount: 1050,
          created_at: AT,
        },
      ],
    };
  },
  'Admin/dashboard': () => ({
    days: [
      {
        date: '2026-11-20',
        registrations: 4,
        topups: 2,
        topup_diamonds: 660,
        gift_sends: 9,
        gift_diamonds: 120,
        peak_viewers: 31,
      },
    ],
    viewers_now: 17,
  }),
  'Admin/rooms': pageOf([
    {
      room_id: 12,
      title: 'Derby night',
      anchor_id: 4,
      anchor_nickname: 'Caster',
      live_status: 'live',
      online: 12345,
      streaming_since: AT,
      stream_health: null,
      sealed: false,
      sealed_reason: '',
      sealed_at: null,
      chat_mode: { slow_mode_seconds: 0, followers_only: false },
    },
  ]),
  'Im/getBlockedWords': () => ({ list: [{ id: 1, word: '加微信', created_at: AT }] }),
  'Admin/gifts': () => ({
    list: [
      {
        id: 3,
        name_zh: '玫瑰',
        name_en: 'Rose',
        name_vi: 'Hoa hồng',
        price: 10,
        image: '/gifts/rose.svg',
        animation: 'float',
        sort: 1,
        active: true,
        kind: 'normal',
      },
    ],
  }),
  'Admin/auditLog': pageOf([
    {
      id: 1,
      operator_id: 1,
      operator_nickname: 'Root',
      action: 'Admin/reviewHorn',
      input: { id: 1, approve: true },
      result: null,
      outcome: 0,
      message: '',
      client_address: '203.0.113.9',
      created_at: AT,
    },
  ]),
};

describe('operator console pages', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['anchor-applications', 'row', 'Lan'],
    ['expert-applications', 'row', 'tip_wx'],
    ['horns', 'row', '今晚德比必胜'],
    ['withdrawals', 'row', '6222001234'],
    ['payment-incidents', 'row', 'ORDER-1'],
    ['rooms', 'row', 'Derby night'],
    ['blocked-words', 'listitem', '加微信'],
    ['gifts', 'row', '玫瑰'],
    ['audit', 'row', 'Admin/reviewHorn'],
    ['reports', 'row', '扫码领球衣'],
    ['users', 'row', 'Lan'],
    ['money/orders', 'row', 'ORDER-9'],
    ['money/platform', 'row', '123.45 钻石'],
    ['money/ledger?transaction=3', 'row', '10.50 钻石'],
  ] as const)('/admin/%s shows the server’s items as %ss', async (path, role, text) => {
    write('userInfo', buildMember({ id: ADMINISTRATOR.user_id }));
    stubAdminApi(SERVER);
    renderApp(`/admin/${path}`);
    await screen.findByText(text);
    expect(screen.getAllByRole(role).some((item) => item.textContent?.includes(text))).toBe(true);
  });

  it('/admin shows the queues and the day figures', async () => {
    write('userInfo', buildMember({ id: ADMINISTRATOR.user_id }));
    stubAdminApi(SERVER);
    renderApp('/admin');
    expect((await screen.findByTestId('viewers-now')).textContent).toContain('17');
    expect(screen.getByRole('img', { name: '观看人数峰值' })).toBeTruthy();
  });

  it.each(['live-plans', 'shipments'])('/admin/%s says when its queue is empty', async (path) => {
    write('userInfo', buildMember({ id: ADMINISTRATOR.user_id }));
    stubAdminApi(SERVER);
    renderApp(`/admin/${path}`);
    expect(await screen.findByText('这里暂时没有内容')).toBeTruthy();
  });
});
