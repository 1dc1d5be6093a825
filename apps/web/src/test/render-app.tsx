import type { Language } from '@tifo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { appRoutes } from '../app/routes';
import { initI18n } from '../shared/i18n/i18n';
import { LAZY_NAMESPACES, loadNamespace } from '../shared/i18n/lazy-namespaces';
import { translator } from '../shared/i18n/translator';

/** Loads one language's catalogs into the app's translator and switches to it. */
export async function setupI18n(language: Language = 'zh') {
  if (translator.hasResourceBundle(language, 'common') && translator.language === language) return;
  await initI18n(language);
  await translator.changeLanguage(language);
  // Components under test render without their route: give them every lazy namespace too.
  for (const namespace of LAZY_NAMESPACES) await loadNamespace(namespace);
}

/** A fetch that answers every call with an API error, so pages render their fallback states. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify({ code: 404, msg: 'not here', data: null }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app (layout and lazy pages) at `path` in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
