import type { RoomInfo, RoomSummary } from '@tifo/contract';
import { vi } from 'vitest';

/** A room summary for tests; override what the test is about. */
export function buildRoom(overrides: Partial<RoomSummary> & { room_id: number }): RoomSummary {
  return {
    anchor_id: overrides.room_id + 100,
    anchor_nickname: `Streamer ${overrides.room_id}`,
    anchor_avatar: '',
    anchor_level: 3,
    title: `Room ${overrides.room_id}`,
    cover: '',
    category_type: 1,
    category_id: null,
    category_name: '足球',
    match_id: null,
    match_label: null,
    live_status: 'live',
    online: 120,
    heat: 500,
    started_at: '2026-11-22T12:00:00.000Z',
    sealed: false,
    ...overrides,
  };
}

/** A full room (the streamer's own, or a room page) for tests. */
export function buildRoomInfo(overrides: Partial<RoomInfo> & { room_id: number }): RoomInfo {
  return {
    ...buildRoom(overrides),
    placard: '',
    anchor_followers: 12,
    sealed_reason: '',
    me: {
      role: 'anchor',
      muted: false,
      muted_until: null,
      shielded: false,
      kicked: false,
      kicked_until: null,
      is_followed: false,
    },
    ...overrides,
  };
}

export type ApiHandler = (url: URL, body: unknown) => unknown;

/**
 * Stubs `fetch` with API routes answering `{code: 0, data}` (a handler may throw to answer
 * code 1 with its message); unknown paths answer code 404. Returns the mock to inspect calls.
 */
export function stubApi(routes: Record<string, ApiHandler>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const path = url.pathname.replace(/^\/api\//, '');
    const handler = routes[path];
    let answer: { code: number; msg: string; data: unknown };
    if (!handler) {
      answer = { code: 404, msg: 'not here', data: null };
    } else {
      try {
        const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        answer = { code: 0, msg: '', data: handler(url, body) };
      } catch (error) {
        answer = { code: 1, msg: error instanceof Error ? error.message : 'Error', data: null };
      }
    }
    return Promise.resolve(
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function urlOf(input: RequestInfo | URL): URL {
  const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  return new URL(href, 'http://localhost');
}

/** The API paths a fetch mock was called with, e.g. `Live/resetStreamKey`. */
export function calledPaths(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => urlOf(input).pathname.replace(/^\/api\//, ''));
}

/** The calls of one API path: their URL (with the query) and parsed JSON body. */
export function callsTo(
  fetchMock: ReturnType<typeof stubApi>,
  path: string,
): { url: URL; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([input]) => urlOf(input).pathname === `/api/${path}`)
    .map(([input, init]) => ({
      url: urlOf(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}
