import type { LiveUrl, RoomInfo } from '@tifo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { appRoutes } from '../../app/routes';
import { ImClientContext } from '../../shared/im/use-im';
import { LiveDataSocket } from '../../shared/live-data-socket';
import { read, write, type UserInfo } from '../../shared/storage';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { FakeWebSocket } from '../../test/fake-web-socket';
import {
  FakeImServer,
  FIXTURE_ROOM_ID,
  MEMBER_SELF,
  TOURIST_SELF,
} from '../../test/fake-im-server';

/**
 * Test drivers of the live room: fixtures, a routed fake API and the app with a live-data
 * socket and a chat client (fake-im-server.ts).
 */

export const ROOM_ID = FIXTURE_ROOM_ID;
export const ME = 5;

export function roomFixture(overrides: Partial<RoomInfo> = {}, me: Partial<RoomInfo['me']> = {}) {
  const room: RoomInfo = {
    room_id: ROOM_ID,
    anchor_id: 7,
    anchor_nickname: '老王解说',
    anchor_avatar: '',
    anchor_level: 12,
    title: '英超 阿森纳 vs 切尔西',
    cover: '',
    category_type: 1,
    category_id: null,
    category_name: '足球',
    match_id: null,
    match_label: null,
    live_status: 'live',
    online: 12_345,
    heat: 0,
    started_at: null,
    sealed: false,
    placard: '今晚八点开球',
    anchor_followers: 5_000,
    sealed_reason: '',
    ...overrides,
    me: {
      role: 'viewer',
      muted: false,
      muted_until: null,
      shielded: false,
      kicked: false,
      kicked_until: null,
      is_followed: false,
      ...me,
    },
  };
  return room;
}

/** Offline by default, so page tests never start a real player engine. */
export function liveUrlFixture(overrides: Partial<LiveUrl> = {}): LiveUrl {
  return {
    room_id: ROOM_ID,
    live_status: 'offline',
    streaming: false,
    stream_status: null,
    flv: null,
    hls: null,
    lines: [],
    ...overrides,
  };
}

export const member: UserInfo = {
  id: ME,
  avatar: '',
  user_nickname: 'Fan',
  gold: 0,
  userlevel: 1,
  toplevel: 0,
  exp_percent: 0,
  create_time_str: '3',
  is_anchor: 0,
  chatpermission: 0,
  balances: {},
};

export function signIn() {
  write('userInfo', member);
}

type Answer = { code: number; msg?: string; data: unknown };

function urlOf(input: RequestInfo | URL): URL {
  const text = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(text, 'http://localhost');
}
/** A fixed answer, or one computed per call (a promise holds the answer back). */
type Route = Answer | ((body: unknown, url: URL) => Answer | Promise<Answer>);

/**
 * A fetch that answers `/api/<path>` from `routes` (case-insensitive); any other call gets a
 * code-404 envelope, so the layout's own calls fail quietly.
 */
export function stubApi(routes: Record<string, Route>) {
  const table = new Map(Object.entries(routes).map(([path, route]) => [path.toLowerCase(), route]));
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = urlOf(input);
    const path = url.pathname.replace(/^\/api\//, '').toLowerCase();
    const route = table.get(path);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer: Answer | Promise<Answer> = !route
      ? { code: 404, msg: 'not here', data: null }
      : typeof route === 'function'
        ? route(body, url)
        : route;
    return Promise.resolve(answer).then(
      (settled) =>
        new Response(JSON.stringify({ msg: '', ...settled }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Bodies (POST) or query strings (GET) of the calls to `path`. */
    callsTo(path: string) {
      return fetchMock.mock.calls
        .filter(([input]) =>
          urlOf(input).pathname.toLowerCase().endsWith(`/api/${path.toLowerCase()}`),
        )
        .map(([input, init]) =>
          typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : urlOf(input).search,
        );
    },
  };
}

/** The calls a room page makes, answered with `room` and friends. */
export function roomRoutes({
  room = roomFixture(),
  liveUrl = liveUrlFixture(),
  kicked = [] as { room_id: number; until: string | null }[],
}: {
  room?: RoomInfo;
  liveUrl?: LiveUrl;
  kicked?: { room_id: number; until: string | null }[];
} = {}): Record<string, Route> {
  return {
    'live_streaming/getRoomInfo': { code: 0, data: room },
    'Live/getLiveUrl': { code: 0, data: liveUrl },
    'Live/getKickedList': { code: 0, data: { list: kicked } },
    'live_streaming/roomRanking': { code: 0, data: { list: [], period: 'day' } },
  };
}

/** A fake chat server for whoever is signed in now (a visitor's tourist account otherwise). */
export function chatServer(room: Partial<FakeImServer['room']> = {}): FakeImServer {
  const im = new FakeImServer(read('userInfo') ? MEMBER_SELF : TOURIST_SELF);
  Object.assign(im.room, room);
  return im;
}

/**
 * The whole app at `path`, with a live-data socket on a fake WebSocket that is already open
 * and a chat client logging in to `im`.
 */
export function renderLive(path = `/live?id=${ROOM_ID}`, im = chatServer()) {
  im.client.start();
  onTestFinished(() => im.stop());
  FakeWebSocket.instances = [];
  const socket = new LiveDataSocket({ url: 'ws://test/ws', WebSocket: FakeWebSocket });
  socket.connect();
  const server = FakeWebSocket.latest();
  server.open();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LiveDataSocketContext value={socket}>
        <ImClientContext value={im.client}>
          <RouterProvider router={router} />
        </ImClientContext>
      </LiveDataSocketContext>
    </QueryClientProvider>,
  );
  /** Pushes a code-200 room event from the server. */
  const push = (type: string, data: unknown) => server.receive({ code: 200, type, data });
  return { router, queryClient, socket, server, push, im, ...view };
}
