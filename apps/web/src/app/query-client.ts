import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already toasts user-facing errors; one retry covers a flaky network.
      queries: {
        // Only failures without a server answer are retried: a server code (700, 1) is final.
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.code >= 0),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one query cache, shared by the components (AppProviders) and the route loaders,
 * which start a page's data while its code is still loading (app/routes.tsx).
 */
export const appQueryClient = createQueryClient();
