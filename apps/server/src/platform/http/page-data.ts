import { negotiateLanguage } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { routeKey } from './page-preloads';

/**
 * Page data (issue 22, first paint on a slow phone): the public answers a page asks for first,
 * written into its HTML so that the page renders from them instead of waiting a round trip for
 * each once its code has run; the picture it shows largest is preloaded beside them.
 *
 * Only for visitors without a session: the answers are the ones anybody gets, so nothing of
 * one member's lands in a page, and a member's page asks the API as always. The web app's
 * api-client takes each answer once (shared/page-data.ts) and for the same address and
 * language only; anything else goes to the API.
 */

/** How long a page waits for its answers before it goes without them (a slow database). */
const PAGE_DATA_WAIT_MS = 150;

/** The calls of a page: API addresses as the web app's api-client builds them. */
type PageCalls = (search: URLSearchParams) => string[];

// The day's list is the viewer's day in the viewer's zone (web: shared/format/time-zone.ts),
// which the server does not know: it comes from the API. The live list has no day.
function scoreCalls(sport: 'football' | 'basketball'): PageCalls {
  return () => [
    `/api/Match/getList?sport=${sport}&status=live`,
    `/api/Match/getCompetitions?sport=${sport}`,
  ];
}

const SETTINGS_CALL = '/api/System/getConfig';

const PAGE_CALLS: Readonly<Record<string, PageCalls>> = {
  '/main': () => ['/api/News/getHeadlines', '/api/live_streaming/getLiveList?limit=8'],
  '/football': scoreCalls('football'),
  '/basketball': scoreCalls('basketball'),
  '/live': (search) => {
    const id = search.get('id') ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id)) return [];
    return [`/api/live_streaming/getRoomInfo?room_id=${id}`, `/api/Live/getLiveUrl?room_id=${id}`];
  },
};

/** The picture a page shows largest, from its answers: fetched with the page, first. */
const LEAD_PICTURES: Readonly<Record<string, (answers: Map<string, unknown>) => string | null>> = {
  // The headlines' lead is the first article (web: features/news/Headlines.tsx).
  '/main': (answers) => {
    const data = answers.get('/api/News/getHeadlines') as { list?: { cover?: unknown }[] } | null;
    const cover = data?.list?.[0]?.cover;
    // Our own files only ('/…', not '//host/…' or '/\host/…', which browsers read alike): a
    // preload never reaches another site.
    return typeof cover === 'string' && /^\/(?![/\\])/.test(cover) ? cover : null;
  },
};

/** The lead picture of a page from its answers' data by address, or null. */
export function leadPicture(pathname: string, data: Map<string, unknown>): string | null {
  return LEAD_PICTURES[routeKey(pathname)]?.(data) ?? null;
}

export interface PageData {
  /** The language the answers are in (the `lang` the calls were asked with). */
  language: string;
  /** API address → its `{code: 0, data}` answer (successful ones only). */
  answers: Record<string, unknown>;
  leadPicture: string | null;
}

/** A successful `{code: 0}` answer of a GET call, or null (a refusal, an error, no JSON). */
async function askApp(
  app: FastifyInstance,
  address: string,
  language: string,
): Promise<{ code: 0; data: unknown } | null> {
  try {
    const response = await app.inject({
      method: 'GET',
      url: address,
      headers: { lang: language, accept: 'application/json' },
    });
    if (response.statusCode !== 200) return null;
    const envelope = response.json<{ code?: unknown; data?: unknown }>();
    return envelope.code === 0 ? { code: 0, data: envelope.data } : null;
  } catch {
    return null;
  }
}

/**
 * The answers of a page's first calls, asked of the app itself (the same handlers, checks and
 * serialization as over the network), or null when the page has none or none came in time.
 */
export async function loadPageData(
  app: FastifyInstance,
  url: string,
  cookieLanguage: string,
): Promise<PageData | null> {
  const language = negotiateLanguage(cookieLanguage);
  const [pathname = '/', query = ''] = url.split('?');
  const calls = PAGE_CALLS[routeKey(pathname)];
  if (!calls) return null;
  const addresses = [SETTINGS_CALL, ...calls(new URLSearchParams(query))];
  const answers = new Map<string, { code: 0; data: unknown }>();
  await Promise.race([
    Promise.all(
      addresses.map(async (address) => {
        const envelope = await askApp(app, address, language);
        if (envelope) answers.set(address, envelope);
      }),
    ),
    new Promise((resolve) => setTimeout(resolve, PAGE_DATA_WAIT_MS).unref()),
  ]);
  if (answers.size === 0) return null;
  const data = new Map([...answers].map(([address, envelope]) => [address, envelope.data]));
  return {
    language,
    answers: Object.fromEntries(answers),
    leadPicture: leadPicture(pathname, data),
  };
}

/** JSON that cannot end its <script> element or open a comment inside it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's HTML with its data (read by the web app's shared/page-data.ts) and lead picture. */
export function withPageData(html: string, pageData: PageData | null): string {
  if (!pageData) return html;
  const picture = pageData.leadPicture
    ? `<link rel="preload" as="image" fetchpriority="high" href="${encodeURI(pageData.leadPicture)}">`
    : '';
  const script = `<script type="application/json" id="page-data">${scriptSafeJson({ language: pageData.language, answers: pageData.answers })}</script>`;
  return html.replace('</head>', `${picture}${script}</head>`);
}
