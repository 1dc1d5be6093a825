import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LIMITS,
  RELOGIN_CODES,
  ResponseCode,
  type CallBody,
  type CallData,
  type CallDefinition,
  type CallQuery,
  type Language,
} from '@tifo/contract';
import i18next from 'i18next';
import { z } from 'zod';
import { navigateTo } from './app-navigation';
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

const envelopeSchema = z.object({ code: z.number(), msg: z.string().catch(''), data: z.unknown() });

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

export type CallApi = <C extends CallDefinition>(
  call: C,
  options?: CallOptions<C>,
) => Promise<CallData<C>>;

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

  return async function callApi<C extends CallDefinition>(
    call: C,
    options: CallOptions<C> = {},
  ): Promise<CallData<C>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = deps.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, LIMITS.requestTimeoutMs);
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort);

    const headers: Record<string, string> = {
      lang: deps.getLanguage(),
      accept: 'application/json',
    };
    if (call.method === 'POST') {
      headers['content-type'] = 'application/json';
      headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    }

    let payload: unknown;
    let httpStatus: number | undefined;
    try {
      const response = await deps.fetch(buildUrl(call.path, options.query), {
        method: call.method,
        headers,
        credentials: 'same-origin',
        signal: controller.signal,
        body: call.method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      });
      httpStatus = response.status;
      payload = await response.json();
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

    const envelope = envelopeSchema.safeParse(payload);
    if (!envelope.success) {
      throw new ApiError(ClientErrorCode.invalidResponse, deps.translate('invalidResponse'));
    }
    const { code, msg, data } = envelope.data;
    if (code !== ResponseCode.ok) {
      handleCode(code, msg, options.quiet === true);
      throw new ApiError(code, msg || 'Error', data, httpStatus);
    }
    const parsed = call.data.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(ClientErrorCode.invalidResponse, deps.translate('invalidResponse'));
    }
    options.onMessage?.(msg);
    return parsed.data as CallData<C>;
  };
}

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
  translate: (key) => i18next.t(`errors:request.${key}`),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});
