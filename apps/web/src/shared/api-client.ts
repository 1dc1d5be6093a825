import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LIMITS,
  RELOGIN_CODES,
  ResponseCode,
  type CallBody,
  type CallData,
  type CallQuery,
  type CallRoute,
  type Language,
} from '@tifo/contract';
import type { AnswerCheck } from './answer-check';
import { navigateTo } from './app-navigation';
import { readPageAnswers } from './page-data';
import { translator } from './i18n/translator';
import { showToast, requestConfirm } from './notifications';
import { clearSession, read } from './storage';

/** A failed call: `code` is the envelope code, or one of the client-side codes below. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
    /** The answer's HTTP status, when there was one: 403 tells "not allowed" from other refusals. */
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

/** Client-side failure codes (negative, so they never clash with server codes). */
export const ClientErrorCode = {
  network: -1,
  timeout: -2,
  invalidResponse: -3,
} as const;

/** Side effects of the client, injectable so that tests can watch them. */
export interface ApiClientDependencies {
  fetch: typeof fetch;
  getLanguage: () => Language;
  getPathname: () => string;
  toast: (message: string) => void;
  confirm: (message: string) => Promise<boolean>;
  clearSession: () => void;
  navigate: (to: string) => void;
  reload: () => void;
  translate: (key: 'network' | 'timeout' | 'relogin' | 'invalidResponse') => string;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /**
   * Checks a successful answer's data against its call's schema, or null to take it as sent
   * (production builds: see `checkAnswerInDevelopment`).
   */
  checkAnswer: AnswerCheck | null;
  /**
   * The answer the server wrote into the page for a GET address in a language (once), or
   * undefined to ask the API (shared/page-data.ts).
   */
  pageAnswer?: (url: string, language: Language) => unknown;
}

export interface CallOptions<C> {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  signal?: AbortSignal;
  /** Receives the server's (translated) `msg` of a successful answer, e.g. for a toast. */
  onMessage?: (msg: string) => void;
  /** Skips the error toast of code 1 (the caller shows its own state); 700 etc. still apply. */
  quiet?: boolean;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** The `{code, msg, data}` envelope of an answer, or null; a `msg` that is no text reads as ''. */
function readEnvelope(payload: unknown): Envelope | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { code, msg, data } = payload as Partial<Record<keyof Envelope, unknown>>;
  if (typeof code !== 'number' || !Number.isFinite(code)) return null;
  return { code, msg: typeof msg === 'string' ? msg : '', data };
}

function buildUrl(path: string, query: unknown): string {
  const url = `/api/${path}`;
  if (!query || typeof query !== 'object') return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.set(
      name,
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value),
    );
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Calls the API by a call's route (the contract's `…Routes`; a call definition works too). */
export type CallApi = <R extends CallRoute>(
  route: R,
  options?: CallOptions<R>,
) => Promise<CallData<R>>;

/** Builds a client bound to its side effects (the app uses `callApi`, tests build their own). */
export function createApiClient(deps: ApiClientDependencies): CallApi {
  function handleCode(code: number, msg: string, quiet: boolean): void {
    if (code === ResponseCode.error) {
      if (!quiet) deps.toast(msg || 'Error');
    } else if (RELOGIN_CODES.includes(code)) {
      void deps.confirm(deps.translate('relogin')).then((confirmed) => {
        if (!confirmed) return;
        deps.clearSession();
        deps.reload();
      });
    } else if (code === ResponseCode.sessionExpired) {
      deps.clearSession();
      if (deps.getPathname().startsWith('/member')) {
        deps.setTimeout(() => deps.navigate('/main'), LIMITS.sessionExpiredRedirectMs);
      }
    }
  }

  return async function callApi<R extends CallRoute>(
    call: R,
    options: CallOptions<R> = {},
  ): Promise<CallData<R>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = deps.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, LIMITS.requestTimeoutMs);
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort);

    const language = deps.getLanguage();
    const headers: Record<string, string> = {
      lang: language,
      accept: 'application/json',
    };
    if (call.method === 'POST') {
      headers['content-type'] = 'application/json';
      headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    }

    const url = buildUrl(call.path, options.query);
    const written = call.method === 'GET' ? deps.pageAnswer?.(url, language) : undefined;
    let payload: unknown;
    let httpStatus: number | undefined;
    try {
      if (written !== undefined) {
        payload = written;
      } else {
        const response = await deps.fetch(url, {
          method: call.method,
          headers,
          credentials: 'same-origin',
          signal: controller.signal,
          body: call.method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
        });
        httpStatus = response.status;
        payload = await response.json();
      }
    } catch (error) {
      if (options.signal?.aborted && !timedOut) throw error;
      const kind = timedOut ? 'timeout' : 'network';
      const message = deps.translate(kind);
      deps.toast(message);
      throw new ApiError(ClientErrorCode[kind], message);
    } finally {
      deps.clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }

    const envelope = readEnvelope(payload);
    if (!envelope) {
      throw new ApiError(ClientErrorCode.invalidResponse, deps.translate('invalidResponse'));
    }
    const { code, msg, data } = envelope;
    if (code !== ResponseCode.ok) {
      handleCode(code, msg, options.quiet === true);
      throw new ApiError(code, msg || 'Error', data, httpStatus);
    }
    const check = deps.checkAnswer?.(call, data) ?? { valid: true, data };
    const checked = check instanceof Promise ? await check : check;
    if (!checked.valid) {
      throw new ApiError(ClientErrorCode.invalidResponse, deps.translate('invalidResponse'));
    }
    options.onMessage?.(msg);
    return checked.data as CallData<R>;
  };
}

/**
 * Development and tests check every answer against the contract, as the client always did.
 * Production builds take the data as sent: the server has already parsed it with the same
 * schema (its serializer) and serves this build, and the schemas (with zod) would weigh a
 * fifth of the first load (CONTRIBUTING.md, decisions).
 */
const checkAnswerInDevelopment: AnswerCheck = (route, data) =>
  loadedCheck?.(route, data) ??
  import('./answer-check').then(({ checkAnswer }) => checkAnswer(route, data));

// Loaded at once, so that answers are checked as soon as they arrive (a promise per answer would
// change the order in which answers and the requests after them settle).
let loadedCheck: AnswerCheck | undefined;
if (import.meta.env.DEV) {
  void import('./answer-check').then(({ checkAnswer }) => (loadedCheck = checkAnswer));
}

const pageAnswers = readPageAnswers();

/** The app's client: toasts, confirm dialog, router navigation and the stored language. */
export const callApi: CallApi = createApiClient({
  fetch: (...args) => fetch(...args),
  getLanguage: () => read('lang'),
  getPathname: () => location.pathname,
  toast: (message) => showToast(message, { kind: 'error', durationMs: LIMITS.toastMs }),
  confirm: (message) => requestConfirm({ message }),
  clearSession,
  navigate: navigateTo,
  reload: () => location.reload(),
  translate: (key) => translator.t(`errors:request.${key}`),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  // `import.meta.env.DEV` is false in production builds, which then drop the import.
  checkAnswer: import.meta.env.DEV ? checkAnswerInDevelopment : null,
  pageAnswer: (url, language) => pageAnswers.take(url, language),
});
