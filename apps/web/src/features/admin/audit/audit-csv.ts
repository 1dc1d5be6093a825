import { SITE_TIME_ZONE, type AuditEntry } from '@tifo/contract';
import { dateTimeFormat } from '../../../shared/format/intl';

/** Excel reads a CSV as the system's code page unless it starts with the UTF-8 byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** One CSV field (RFC 4180): quoted when it holds a quote, a comma or a line break. */
export function csvField(value: string): string {
  // A cell starting like a formula (=, +, -, @, tab, CR) would run in Excel: members write some
  // of this text (a horn, a reason), so it is kept as text with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as a CSV document: BOM first, CRLF between records (RFC 4180), no trailing break. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** The column headings of the export, in the viewer's language. */
export interface AuditCsvHeadings {
  id: string;
  time: string;
  operatorId: string;
  operator: string;
  action: string;
  outcome: string;
  message: string;
  input: string;
  result: string;
  clientAddress: string;
}

/** JSON on one line; `undefined` (never sent) as empty. */
export function compactJson(value: unknown): string {
  return value === undefined ? '' : (JSON.stringify(value) ?? '');
}

/** The audit entries as CSV rows, headings first. Times stay ISO 8601: spreadsheets sort them. */
export function auditCsvRows(
  entries: readonly AuditEntry[],
  headings: AuditCsvHeadings,
): string[][] {
  return [
    [
      headings.id,
      headings.time,
      headings.operatorId,
      headings.operator,
      headings.action,
      headings.outcome,
      headings.message,
      headings.input,
      headings.result,
      headings.clientAddress,
    ],
    ...entries.map((entry) => [
      String(entry.id),
      entry.created_at,
      String(entry.operator_id),
      entry.operator_nickname,
      entry.action,
      String(entry.outcome),
      entry.message,
      compactJson(entry.input),
      compactJson(entry.result),
      entry.client_address ?? '',
    ]),
  ];
}

/** `tifo-audit-YYYYMMDD.csv`, the day in the site's time zone (the one the log is read in). */
export function auditFileName(now: Date): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `tifo-audit-${part('year')}${part('month')}${part('day')}.csv`;
}
