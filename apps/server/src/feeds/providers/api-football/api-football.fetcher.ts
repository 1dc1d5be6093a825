export const API_FOOTBALL_BASE_URL = 'https://v3.football.api-sports.io';
const DEFAULT_TIMEOUT_MS = 10_000;
/** Error texts from the provider are cut to this: a log line stays small. */
const REASON_MAX_CHARS = 200;

export type ApiFootballQuery = Record<string, string | number>;
/** GETs one API-Football path and resolves with its JSON body (rejects on any failure). */
export type FetchJson = (path: string, query: ApiFootballQuery) => Promise<unknown>;

/**
 * Why a request failed, as the request budget needs to know it:
 * - `daily-limit`: the plan's requests for the day are spent (no more until 00:00 UTC);
 * - `rate-limit`: too many requests this minute (HTTP 429 or the `rateLimit` error);
 * - `unavailable`: 5xx, no answer in time, a network error, a body that is not JSON;
 * - `rejected`: the provider refused the request itself (a bad key, a bad parameter).
 */
export type ApiFootballFailure = 'daily-limit' | 'rate-limit' | 'unavailable' | 'rejected';

export class ApiFootballError extends Error {
  constructor(
    message: string,
    readonly failure: ApiFootballFailure,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiFootballError';
  }
}

/** The failure kind of any error a fetch rejected with (a foreign error counts as unavailable). */
export function failureOf(error: unknown): ApiFootballFailure {
  return error instanceof ApiFootballError ? error.failure : 'unavailable';
}

/** What the provider's headers say is left (`x-ratelimit-requests-*` are the day's). */
export interface ApiFootballQuota {
  dailyLimit: number | null;
  dailyRemaining: number | null;
}

export interface ApiFootballFetcherOptions {
  /** `https://v3.football.api-sports.io` for the official API. */
  baseUrl: string;
  key: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Names the provider in messages (`API-Football` by default; the vendor's other APIs). */
  label?: string;
  /** Told the day's quota after every answer that carries it. */
  onQuota?: (quota: ApiFootballQuota) => void;
}

const cut = (text: string): string =>
  text.length > REASON_MAX_CHARS ? `${text.slice(0, REASON_MAX_CHARS)}…` : text;

/** API-Football reports limits and bad requests in a 200 answer's `errors`. */
function errorsFailure(errors: unknown): ApiFootballFailure {
  const keys = typeof errors === 'object' && errors !== null ? Object.keys(errors) : [];
  if (keys.includes('requests')) return 'daily-limit';
  if (keys.includes('rateLimit')) return 'rate-limit';
  return 'rejected';
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The real `fetchJson`: a GET with the `x-apisports-key` header, aborted after 10 s. A non-200
 * answer and a 200 whose `errors` is not empty both reject with an `ApiFootballError` naming
 * the path, the reason (cut short) and the kind of failure; the key never appears in a message.
 */
export function apiFootballFetcher(options: ApiFootballFetcherOptions): FetchJson {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/+$/, '');
  const label = options.label ?? 'API-Football';
  return async (path, query) => {
    const url = new URL(`${base}/${path.replace(/^\/+/, '')}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    const where = cut(`${url.pathname}${url.search}`);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const timedOut = () =>
      new ApiFootballError(`${label} ${where}: no answer within ${timeoutMs} ms`, 'unavailable');
    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { 'x-apisports-key': options.key, accept: 'application/json' },
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) throw timedOut();
        throw new ApiFootballError(`${label} ${where}: request failed`, 'unavailable', {
          cause: error,
        });
      }
      options.onQuota?.({
        dailyLimit: headerNumber(response.headers, 'x-ratelimit-requests-limit'),
        dailyRemaining: headerNumber(response.headers, 'x-ratelimit-requests-remaining'),
      });
      if (response.status !== 200) {
        const failure: ApiFootballFailure =
          response.status === 429
            ? 'rate-limit'
            : response.status >= 500
              ? 'unavailable'
              : 'rejected';
        throw new ApiFootballError(`${label} ${where}: HTTP ${response.status}`, failure);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if (controller.signal.aborted) throw timedOut();
        throw new ApiFootballError(`${label} ${where}: the body is not JSON`, 'unavailable', {
          cause: error,
        });
      }
      const errors = (body as { errors?: unknown } | null)?.errors;
      const hasErrors = Array.isArray(errors)
        ? errors.length > 0
        : typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
      if (hasErrors) {
        throw new ApiFootballError(
          `${label} ${where}: ${cut(JSON.stringify(errors))}`,
          errorsFailure(errors),
        );
      }
      return body;
    } finally {
      clearTimeout(timer);
    }
  };
}
