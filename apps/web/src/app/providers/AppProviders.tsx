import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../shared/api-client';
import { AppErrorBoundary } from '../crash/AppErrorBoundary';
import { AppStartup } from './AppStartup';

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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AppStartup>{children}</AppStartup>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
