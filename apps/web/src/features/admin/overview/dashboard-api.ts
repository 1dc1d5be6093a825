import { dashboardRoutes } from '@tifo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { adminKeys } from '../api';

/** The day ranges the dashboard offers. */
export const DASHBOARD_RANGES = [7, 14, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** The site's figures per day; the last range stays on screen while another one loads. */
export function useDashboardQuery(days: DashboardRange) {
  return useQuery({
    queryKey: adminKeys.dashboard(days),
    queryFn: ({ signal }) =>
      callApi(dashboardRoutes.days, { query: { days }, signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}
