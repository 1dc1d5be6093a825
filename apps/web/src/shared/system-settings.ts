import { systemRoutes, type SystemConfig } from '@tifo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { read, write } from './storage';

export const systemSettingsQueryKey = ['system', 'config'] as const;

async function fetchSystemSettings(): Promise<SystemConfig> {
  const settings = await callApi(systemRoutes.getConfig);
  write('systemSettings', settings);
  return settings;
}

/**
 * System settings (spec §1). The last answer is kept in storage so the first paint already has
 * them; the query still refreshes them once per load.
 */
export function useSystemSettings() {
  return useQuery({
    queryKey: systemSettingsQueryKey,
    queryFn: fetchSystemSettings,
    initialData: () => read('systemSettings') ?? undefined,
    // The cached copy counts as old, so it is refetched right away.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}
