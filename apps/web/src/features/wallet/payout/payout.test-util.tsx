import type { PayoutAccounts, Wallet, Withdrawal, WithdrawalMethod } from '@tifo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { write, type UserInfo } from '../../../shared/storage';
import { stubApi, type ApiHandler } from '../../anchor/room-fixtures.test-util';

/** The signed-in member of these tests; a payment password is set unless a test says not. */
export function signIn(overrides: Partial<UserInfo> = {}): UserInfo {
  const member: UserInfo = {
    id: 5,
    avatar: '',
    user_nickname: 'Caster',
    gold: 0,
    userlevel: 1,
    toplevel: 0,
    exp_percent: 0,
    create_time_str: '3',
    is_anchor: 1,
    chatpermission: 0,
    balances: { diamonds: 10, gold_coins: 0, withdrawable: 250 },
    has_payment_password: true,
    ...overrides,
  };
  write('userInfo', member);
  return member;
}

export function buildWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    diamonds: 10,
    withdrawable: 250,
    pending: 40.5,
    held: 0,
    accumulated: 290.5,
    gold_coins: 0,
    ...overrides,
  };
}

export function buildWithdrawal(overrides: Partial<Withdrawal> & { id: number }): Withdrawal {
  const amount = overrides.amount ?? 100;
  return {
    amount,
    yuan: amount / 10,
    method: 'bank',
    account: '招商银行 **** 5678',
    status: 'waiting',
    review_note: '',
    created_at: '2026-11-20T08:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}

export const BOUND_ACCOUNTS: PayoutAccounts = {
  bank_card: { real_name: '张*', bank_name: '招商银行', card_number: '**** **** **** 5678' },
  alipay: { real_name: '张*', account: '139****0000' },
};

/** The payment password the fake server accepts. */
export const PAYMENT_PASSWORD = '246810';
export const WRONG_PASSWORD_MESSAGE = '支付密码错误，还可以再试 4 次';

interface PayoutState {
  wallet: Wallet;
  accounts: PayoutAccounts;
  /** Newest first, as the server lists them. */
  withdrawals: Withdrawal[];
}

/**
 * A fake payout server over `fetch`: it keeps the wallet, accounts and withdrawals, and moves
 * money as the real one would (a withdrawal holds it, a conversion spends it).
 */
export function servePayout(
  initial: Partial<PayoutState> = {},
  {
    pageSize = 20,
    failures = {},
  }: {
    pageSize?: number;
    /** How many times a path answers code 1 before it works (e.g. a wallet that fails once). */
    failures?: Record<string, number>;
  } = {},
) {
  const state: PayoutState = {
    wallet: initial.wallet ?? buildWallet(),
    accounts: initial.accounts ?? { bank_card: null, alipay: null },
    withdrawals: initial.withdrawals ?? [],
  };
  const checkPassword = (password: string) => {
    if (password !== PAYMENT_PASSWORD) throw new Error(WRONG_PASSWORD_MESSAGE);
  };
  const failing = new Map(Object.entries(failures));
  const routes: Record<string, ApiHandler> = {
    'Balance/getWallet': () => state.wallet,
    'Bank_card/getInfo': () => state.accounts,
    'Bank_card/bind': (_url, body) => {
      const { real_name, bank_name, card_number, payment_password } = body as Record<
        string,
        string
      >;
      checkPassword(payment_password ?? '');
      state.accounts = {
        ...state.accounts,
        bank_card: {
          real_name: `${real_name?.slice(0, 1)}*`,
          bank_name: bank_name ?? '',
          card_number: `**** **** **** ${card_number?.slice(-4)}`,
        },
      };
      return state.accounts;
    },
    'Bank_card/bindAliPay': (_url, body) => {
      const { real_name, account, payment_password } = body as Record<string, string>;
      checkPassword(payment_password ?? '');
      state.accounts = {
        ...state.accounts,
        alipay: { real_name: `${real_name?.slice(0, 1)}*`, account: `${account?.slice(0, 3)}****` },
      };
      return state.accounts;
    },
    'Balance/applyForWithdrawal': (_url, body) => {
      const { amount, method, payment_password } = body as {
        amount: number;
        method: WithdrawalMethod;
        payment_password: string;
      };
      checkPassword(payment_password);
      const withdrawal = buildWithdrawal({
        id: 100 + state.withdrawals.length,
        amount,
        method,
        account: method === 'bank' ? '招商银行 **** 5678' : '139****0000',
        created_at: '2026-11-22T09:30:00.000Z',
      });
      state.withdrawals = [withdrawal, ...state.withdrawals];
      state.wallet = {
        ...state.wallet,
        withdrawable: state.wallet.withdrawable - amount,
        held: state.wallet.held + amount,
      };
      return { withdrawal, wallet: state.wallet };
    },
    'Balance/withdrawalList': (url) => {
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? '1');
      const matching = state.withdrawals.filter((entry) => !status || entry.status === status);
      return {
        list: matching.slice((page - 1) * pageSize, page * pageSize),
        has_more: matching.length > page * pageSize,
      };
    },
    'Balance/conversionBalance': (_url, body) => {
      const { amount, payment_password } = body as { amount: number; payment_password: string };
      checkPassword(payment_password);
      state.wallet = {
        ...state.wallet,
        withdrawable: state.wallet.withdrawable - amount,
        diamonds: state.wallet.diamonds + amount,
      };
      return state.wallet;
    },
  };
  for (const [path, handler] of Object.entries(routes)) {
    routes[path] = (url, body) => {
      const left = failing.get(path) ?? 0;
      if (left > 0) {
        failing.set(path, left - 1);
        throw new Error('服务繁忙');
      }
      return handler(url, body);
    };
  }
  const fetchMock = stubApi(routes);
  return { fetchMock, state };
}

/**
 * Renders one payout screen under a router (for its links) and a fresh query client, with the
 * user who fills it in.
 */
export function renderPayout(ui: ReactElement) {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: ['/member?section=withdrawal'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, user, ...view };
}

/** Empties a field and types `value` into it, as a member would. */
export async function typeInto(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value !== '') await user.type(field, value);
}

/** The message a field shows while it is marked invalid, else null. */
export function fieldError(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
}

/** The withdrawal method radio of `method`. */
export function methodRadio(method: WithdrawalMethod): HTMLInputElement {
  const radio = screen
    .getAllByRole<HTMLInputElement>('radio')
    .find((input) => input.value === method);
  if (!radio) throw new Error(`no ${method} radio`);
  return radio;
}
