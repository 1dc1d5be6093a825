import {
  consoleReportRoutes,
  REPORT_TARGET_KINDS,
  type CallBody,
  type REPORT_OUTCOMES,
} from '@tifo/contract';
import { callApi } from '../../../shared/api-client';
import { adminKeys, useDecisionMutation, usePagedQuery } from '../api';

/** The Reports page's tabs: every kind together, or one. */
export const REPORT_FILTERS = ['all', ...REPORT_TARGET_KINDS] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export function useReportsQuery(filter: ReportFilter) {
  return usePagedQuery([...adminKeys.queue('reports'), filter], (page, signal) =>
    callApi(consoleReportRoutes.list, {
      query: { page, ...(filter === 'all' ? {} : { kind: filter }) },
      signal,
      quiet: true,
    }),
  );
}

/** What the moderator decided on a case; the note is the sealed room's reason to viewers. */
export interface ReportDecision {
  outcome: (typeof REPORT_OUTCOMES)[number];
  note: string;
}

/** Dismisses a case or removes its thing; removing a room seals it, so the rooms list changes. */
export function useHandleReportMutation() {
  return useDecisionMutation(
    'reports',
    (body: CallBody<typeof consoleReportRoutes.handle>) =>
      callApi(consoleReportRoutes.handle, { body, quiet: true }),
    [adminKeys.rooms()],
  );
}
