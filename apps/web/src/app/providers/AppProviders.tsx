import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../crash/AppErrorBoundary';
import { AppStartup } from './AppStartup';
import { appQueryClient } from '../query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={appQueryClient}>
        <AppStartup>{children}</AppStartup>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
