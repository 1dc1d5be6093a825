import type { ChargePackage, Order, Wallet } from '@tifo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { LiveDataSocket } from '../../shared/live-data-socket';
import { write, type UserInfo } from '../../shared/storage';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { FakeWebSocket } from '../../test/fake-web-socket';

export const member: UserInfo = {
  id: 5,
  avatar: '',
  user_nickname: 'Fan',
  gold: 0,
  userlevel: 4,
  toplevel: 5,
  exp_percent: 25,
  create_time_str: '3',
  is_anchor: 0,
  chatpermission: 0,
  balances: { diamonds: 50, gold_coins: 7, withdrawable: 0 },
  noble_tier: 0,
  userSig: 'sig',
};

export function signIn(user: UserInfo = member): void {
  write('userInfo', user);
}

export function buildWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    diamonds: 50,
    withdrawable: 120.5,
    pending: 30,
    held: 100,
    accumulated: 900,
    gold_coins: 7,
    ...overrides,
  };
}

export const PACKAGES: ChargePackage[] = [
  { id: 1, coin: 60, give: 0, money: 6, give_rate: 0, price_vnd: 22_000 },
  { id: 2, coin: 300, give: 30, money: 30, give_rate: 10, price_vnd: 109_000 },
  { id: 3, coin: 980, give: 196, money: 98, give_rate: 20, price_vnd: null },
];

export function packageOffer(list: ChargePackage[] = PACKAGES) {
  return {
    list,
    payment_methods: [{ type: 0, provider: 'sandbox', currency: 'CNY' as const }],
    diamonds_per_yuan: 10,
  };
}

export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_no: 'R20261122001',
    package_id: 2,
    coin: 300,
    give: 30,
    money: 30,
    currency: 'CNY',
    amount: 30,
    status: 'pending',
    provider: 'sandbox',
    created_at: '2026-11-22T08:00:00.000Z',
    paid_at: null,
    ...overrides,
  };
}

/** A live-data socket on a fake WebSocket, opened; `push` sends a code-200 event to the page. */
export function openSocket() {
  const socket = new LiveDataSocket({ url: 'ws://test/ws', WebSocket: FakeWebSocket });
  socket.connect();
  const fake = FakeWebSocket.latest();
  fake.open();
  return {
    socket,
    push: (type: string, data: unknown) => fake.receive({ code: 200, type, data }),
  };
}

/** Renders money screens with a query client, a router and (optionally) the socket. */
export function renderMoney(ui: ReactNode, socket: LiveDataSocket | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LiveDataSocketContext value={socket}>{ui}</LiveDataSocketContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, ...view };
}

/** The calls made to one API path, with their query and JSON body. */
export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      const body = (init as RequestInit | undefined)?.body;
      return { url, body: typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined };
    })
    .filter(({ url }) => url.pathname === `/api/${path}`);
}
