import type { Language } from '@tifo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { translator } from '../../shared/i18n/translator';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api-client';
import { initI18n } from '../../shared/i18n/i18n';
import { stubFetch } from '../../test/render-app';
import { appRoutes } from '../routes';
import { AppErrorBoundary } from './AppErrorBoundary';

const crashTexts: Record<Language, { title: string; reload: string; home: string; ref: string }> = {
  zh: { title: '页面出错了', reload: '刷新页面', home: '返回首页', ref: '错误编号：req-42' },
  en: {
    title: 'Something went wrong',
    reload: 'Reload page',
    home: 'Back to home',
    ref: 'Error reference: req-42',
  },
  vi: {
    title: 'Đã xảy ra lỗi',
    reload: 'Tải lại trang',
    home: 'Về trang chủ',
    ref: 'Mã lỗi: req-42',
  },
};

/** Only the catalogs loaded at start-up: no lazy namespace (as when one failed to load). */
async function startIn(language: Language) {
  await initI18n(language);
  await translator.changeLanguage(language);
  expect(translator.hasResourceBundle(language, 'live')).toBe(false);
}

function Boom({ error = new Error('render failed') }: { error?: unknown }): never {
  throw error;
}

function expectCrashPage(language: Language) {
  const page = screen.getByTestId('crash-page');
  const texts = crashTexts[language];
  expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(texts.title);
  expect(within(page).getByRole('button', { name: texts.reload })).toBeTruthy();
  expect(within(page).getByRole('link', { name: texts.home }).getAttribute('href')).toBe('/main');
  return page;
}

/** The app's real root route (layout and error boundary) over the given child routes. */
function renderRoutes(children: RouteObject[], path: string) {
  const { Component, HydrateFallback, ErrorBoundary } = appRoutes[0] ?? {};
  const root: RouteObject = { path: '/', Component, HydrateFallback, ErrorBoundary, children };
  const router = createMemoryRouter([root], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('crash page', () => {
  beforeEach(() => {
    // React reports every caught render error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  describe.each(['zh', 'en', 'vi'] as const)('in %s', (language) => {
    it('replaces a child that throws while rendering with the translated page', async () => {
      await startIn(language);
      render(
        <AppErrorBoundary>
          <p>before</p>
          <Boom />
        </AppErrorBoundary>,
      );
      const page = expectCrashPage(language);
      expect(screen.queryByText('before')).toBeNull();
      expect(within(page).queryByTestId('crash-request-id')).toBeNull();
    });

    it("shows the failed call's request id", async () => {
      await startIn(language);
      render(
        <AppErrorBoundary>
          <Boom error={new ApiError(1, 'server error (ref req-42)', { request_id: 'req-42' })} />
        </AppErrorBoundary>,
      );
      expect(within(expectCrashPage(language)).getByTestId('crash-request-id').textContent).toBe(
        crashTexts[language].ref,
      );
    });

    it('catches a page that throws under the router (route ErrorBoundary)', async () => {
      await startIn(language);
      stubFetch();
      renderRoutes([{ path: 'boom', Component: () => <Boom /> }], '/boom');
      await screen.findByTestId('crash-page');
      expectCrashPage(language);
    });
  });

  it("catches a page whose chunk or translations fail to load (the route's lazy)", async () => {
    await startIn('zh');
    stubFetch();
    renderRoutes(
      [{ path: 'broken', lazy: () => Promise.reject(new Error('chunk failed to load')) }],
      '/broken',
    );
    await screen.findByTestId('crash-page');
    expectCrashPage('zh');
  });
});
