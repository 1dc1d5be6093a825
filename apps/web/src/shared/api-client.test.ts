import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  feedbackRoutes,
  systemRoutes,
  type SystemConfig,
} from '@tifo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAnswer } from './answer-check';
import {
  ApiError,
  ClientErrorCode,
  createApiClient,
  type ApiClientDependencies,
} from './api-client';

const settings: SystemConfig = {
  site_name: 'Tifo',
  android_qr_code: 'data:image/png;base64,AAAA',
  android_download_url: 'https://example.org/app.apk',
  CountryCode: [86, 84],
  default_country_code: 86,
  socket_url: '/ws',
  im_url: '/im',
  demo_sms_outbox: false,
  analytics_script_url: '',
};

function envelope(code: number, msg: string, data: unknown): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    headers: { 'content-type': 'application/json' },
  });
}

function setup(overrides: Partial<Omit<ApiClientDependencies, 'fetch'>> = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  const deps = {
    getLanguage: vi.fn(() => 'vi' as const),
    getPathname: vi.fn(() => '/main'),
    toast: vi.fn(),
    confirm: vi.fn(() => Promise.resolve(true)),
    clearSession: vi.fn(),
    navigate: vi.fn(),
    reload: vi.fn(),
    translate: vi.fn((key: string) => `t:${key}`),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    // The app's client in development and tests (production builds have none).
    checkAnswer,
    ...overrides,
    fetch: fetchMock,
  };
  return { deps, fetchMock, callApi: createApiClient(deps) };
}

function requestOf(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url: typeof url === 'string' ? url : '',
    init: init ?? {},
    headers: (init?.headers ?? {}) as Record<string, string>,
  };
}

describe('callApi', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it("takes a GET's answer from the page when the page has it, and asks the API after", async () => {
    const written = new Map<string, unknown>([
      ['/api/System/getConfig', { code: 0, data: settings }],
    ]);
    const pageAnswer = vi.fn((url: string, language: string) => {
      const answer = language === 'vi' ? written.get(url) : undefined;
      written.delete(url);
      return answer;
    });
    const { fetchMock, callApi } = setup({ pageAnswer });
    await expect(callApi(systemRoutes.getConfig)).resolves.toEqual(settings);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pageAnswer).toHaveBeenCalledWith('/api/System/getConfig', 'vi');
    fetchMock.mockResolvedValue(envelope(0, 'ok', { ...settings, site_name: 'Later' }));
    await expect(callApi(systemRoutes.getConfig)).resolves.toMatchObject({ site_name: 'Later' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks a written answer as any other, and never uses one for a POST', async () => {
    const pageAnswer = vi.fn(() => ({ code: 1, msg: 'refused', data: null }));
    const { fetchMock, callApi, deps } = setup({ pageAnswer });
    await expect(callApi(systemRoutes.getConfig)).rejects.toMatchObject({ code: 1 });
    expect(deps.toast).toHaveBeenCalledWith('refused');
    fetchMock.mockResolvedValue(envelope(0, 'ok', { id: 4 }));
    const body = { category: 'bug' as const, content: 'Broken page' };
    await expect(callApi(feedbackRoutes.submit, { body })).resolves.toEqual({ id: 4 });
    expect(pageAnswer).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('returns the parsed data of a code-0 answer and sends the language', async () => {
    const { fetchMock, callApi } = setup();
    fetchMock.mockResolvedValue(envelope(0, 'ok', settings));
    await expect(callApi(systemRoutes.getConfig)).resolves.toEqual(settings);
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/System/getConfig');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headers.lang).toBe('vi');
    expect(headers[CSRF_HEADER]).toBeUndefined();
  });

  it('sends JSON with the CSRF header on POST', async () => {
    const { fetchMock, callApi } = setup();
    fetchMock.mockResolvedValue(envelope(0, 'ok', { id: 4 }));
    const body = { category: 'bug' as const, content: 'Broken page' };
    await expect(callApi(feedbackRoutes.submit, { body })).resolves.toEqual({ id: 4 });
    const { init, headers } = requestOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('toasts the message of a code-1 answer and throws', async () => {
    const { deps, fetchMock, callApi } = setup();
    fetchMock.mockResolvedValue(envelope(1, 'Too many requests', null));
    const error = await callApi(systemRoutes.getConfig).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(1);
    expect(deps.toast).toHaveBeenCalledWith('Too many requests');
  });

  it("toasts 'Error' when a code-1 answer has no message", async () => {
    const { deps, fetchMock, callApi } = setup();
    fetchMock.mockResolvedValue(envelope(1, '', null));
    await expect(callApi(systemRoutes.getConfig)).rejects.toBeInstanceOf(ApiError);
    expect(deps.toast).toHaveBeenCalledWith('Error');
  });

  it('clears the session on code 700 and leaves /member for /main after 1 s', async () => {
    vi.useFakeTimers();
    const { deps, fetchMock, callApi } = setup({ getPathname: () => '/member' });
    fetchMock.mockResolvedValue(envelope(700, 'expired', null));
    await expect(callApi(systemRoutes.getConfig)).rejects.toMatchObject({ code: 700 });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(deps.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.navigate).toHaveBeenCalledWith('/main');
  });

  it('does not navigate on code 700 outside /member', async () => {
    vi.useFakeTimers();
    const { deps, fetchMock, callApi } = setup({ getPathname: () => '/football' });
    fetchMock.mockResolvedValue(envelope(700, 'expired', null));
    await expect(callApi(systemRoutes.getConfig)).rejects.toMatchObject({ code: 700 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(deps.clearSession).toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it.each([50008, 50012, 50014])('asks to log in again on code %i', async (code) => {
    const { deps, fetchMock, callApi } = setup();
    fetchMock.mockResolvedValue(envelope(code, 'logged out', null));
    await expect(callApi(systemRoutes.getConfig)).rejects.toMatchObject({ code });
    expect(deps.confirm).toHaveBeenCalledWith('t:relogin');
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalled());
    expect(deps.clearSession).toHaveBeenCalled();
  });

  it('stays on the page when the relogin confirm is cancelled', async () => {
    const { deps, fetchMock, callApi } = setup({ confirm: vi.fn(() => Promise.resolve(false)) });
    fetchMock.mockResolvedValue(envelope(50014, 'expired', null));
    await expect(callApi(systemRoutes.getConfig)).rejects.toMatchObject({ code: 50014 });
    await Promise.resolve();
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it('passes other codes through without side effects', async () => {
    const { deps, fetchMock, callApi } = setup();
    fetchMock.mockResolvedValue(envelope(403, 'forbidden', null));
    await expect(callApi(systemRoutes.getConfig)).rejects.toMatchObject({ code: 403 });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.confirm).not.toHaveBeenCalled();
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it('times out after 20 s', async () => {
    vi.useFakeTimers();
    const { deps, fetchMock, callApi } = setup();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const result = callApi(systemRoutes.getConfig).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(deps.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ClientErrorCode.timeout);
    expect(deps.toast).toHaveBeenCalledWith('t:timeout');
  });

  it('rejects on network failure with a toast', async () => {
    const { deps, fetchMock, callApi } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(systemRoutes.getConfig)).rejects.toMatchObject({
      code: ClientErrorCode.network,
    });
    expect(deps.toast).toHaveBeenCalledWith('t:network');
  });

  it('rejects data that does not match the contract', async () => {
    const { fetchMock, callApi } = setup();
    fetchMock.mockResolvedValue(envelope(0, 'ok', { site_name: 5 }));
    await expect(callApi(systemRoutes.getConfig)).rejects.toMatchObject({
      code: ClientErrorCode.invalidResponse,
    });
  });

  it("returns the data as the call's schema reads it (unknown fields dropped)", async () => {
    const { fetchMock, callApi } = setup();
    fetchMock.mockResolvedValue(envelope(0, 'ok', { ...settings, extra: true }));
    await expect(callApi(systemRoutes.getConfig)).resolves.toEqual(settings);
  });

  it('takes the data as sent without an answer check (production builds)', async () => {
    const { fetchMock, callApi } = setup({ checkAnswer: null });
    fetchMock.mockResolvedValue(envelope(0, 'ok', { site_name: 5 }));
    await expect(callApi(systemRoutes.getConfig)).resolves.toEqual({ site_name: 5 });
  });

  it('rejects an answer that is not an envelope, with or without an answer check', async () => {
    for (const checked of [checkAnswer, null]) {
      const { fetchMock, callApi } = setup({ checkAnswer: checked });
      fetchMock.mockResolvedValue(
        new Response(JSON.stringify([0, 'ok']), {
          headers: { 'content-type': 'application/json' },
        }),
      );
      await expect(callApi(systemRoutes.getConfig)).rejects.toMatchObject({
        code: ClientErrorCode.invalidResponse,
      });
    }
  });

  it('checks answers in development and tests, where the app client runs', () => {
    expect(import.meta.env.DEV).toBe(true);
  });
});
