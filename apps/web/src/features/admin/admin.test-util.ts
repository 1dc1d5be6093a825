import { queueCountsSchema, type ConsoleAnchorApplication, type QueueCounts } from '@tifo/contract';
import { vi } from 'vitest';

/** A refusal the fake server answers with: envelope code, HTTP status and message. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly status: number,
    readonly msg: string,
  ) {}
}

export type AdminHandler = (url: URL, body: unknown) => unknown;

function urlOf(input: RequestInfo | URL): URL {
  const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  return new URL(href, 'http://localhost');
}

/** The API paths a stubbed `fetch` was asked for, in order (`Admin/me`, …). */
export function pathsCalled(fetchMock: ReturnType<typeof stubAdminApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => urlOf(input).pathname.replace(/^\/api\//, ''));
}

/**
 * Stubs `fetch` with the console's calls: a handler's value is the answer's `data` (code 0); a
 * returned `Refusal` answers with its code and HTTP status; unknown paths answer code 404.
 */
export function stubAdminApi(routes: Record<string, AdminHandler>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const handler = routes[url.pathname.replace(/^\/api\//, '')];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const data = handler ? handler(url, body) : new Refusal(404, 404, 'not here');
    const [answer, status] =
      data instanceof Refusal
        ? [{ code: data.code, msg: data.msg, data: null }, data.status]
        : [{ code: 0, msg: '', data }, 200];
    return Promise.resolve(
      new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Every queue of the contract empty (built from the schema, so a new queue is counted too). */
export const NO_COUNTS = Object.fromEntries(
  queueCountsSchema.keyof().options.map((queue) => [queue, 0]),
) as QueueCounts;

export const ADMINISTRATOR = { user_id: 1, nickname: 'Root', role: 'operator' } as const;
export const MODERATOR = { user_id: 2, nickname: 'Mia', role: 'moderator' } as const;

export function buildAnchorApplication(
  overrides: Partial<ConsoleAnchorApplication> & { user_id: number },
): ConsoleAnchorApplication {
  return {
    nickname: `Applicant ${overrides.user_id}`,
    avatar: '',
    registered_at: '2026-10-01T08:00:00.000Z',
    status: 'waiting',
    real_name: 'Nguyen Van A',
    contact: '0912345678',
    id_number: 'A12345678',
    id_photo: '',
    experience: 'Commentated the local league for three years.',
    inviter: '',
    code: '',
    review_note: '',
    created_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
