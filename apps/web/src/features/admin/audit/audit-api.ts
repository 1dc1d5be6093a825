import { auditRoutes, type AuditEntry } from '@tifo/contract';
import { callApi } from '../../../shared/api-client';
import { adminKeys, usePagedQuery } from '../api';

/** What the log is filtered by (empty: everything). */
export interface AuditFilters {
  operatorId: number | null;
  action: string;
}

/** An export stops here: a bigger one should be narrowed by its filters. */
export const EXPORT_ROW_CAP = 10_000;

function queryOf(filters: AuditFilters, page: number) {
  return {
    page,
    ...(filters.operatorId === null ? {} : { operator_id: filters.operatorId }),
    ...(filters.action ? { action: filters.action } : {}),
  };
}

export function useAuditLogQuery(filters: AuditFilters) {
  return usePagedQuery([...adminKeys.audit(), filters], (page, signal) =>
    callApi(auditRoutes.list, { query: queryOf(filters, page), signal, quiet: true }),
  );
}

/**
 * Every entry matching the filters, a page at a time, newest first, up to `EXPORT_ROW_CAP`.
 * `capped` says the log had more.
 */
export async function fetchAuditForExport(
  filters: AuditFilters,
  onProgress: (rows: number) => void,
  signal: AbortSignal,
): Promise<{ entries: AuditEntry[]; capped: boolean }> {
  const entries: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await callApi(auditRoutes.list, {
      query: queryOf(filters, page),
      signal,
      quiet: true,
    });
    entries.push(...answer.list);
    onProgress(Math.min(entries.length, EXPORT_ROW_CAP));
    if (entries.length >= EXPORT_ROW_CAP) {
      return {
        entries: entries.slice(0, EXPORT_ROW_CAP),
        capped: answer.has_more || entries.length > EXPORT_ROW_CAP,
      };
    }
    if (!answer.has_more || answer.list.length === 0) return { entries, capped: false };
  }
}
