import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { EXPORT_ROW_CAP, fetchAuditForExport, type AuditFilters } from './audit-api';
import { auditCsvRows, auditFileName, toCsv } from './audit-csv';
import { downloadText } from './download';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number }
  | { kind: 'done'; rows: number; capped: boolean }
  | { kind: 'failed'; message: string };

/** "Export CSV": every entry matching the filters, fetched page by page, saved as one file. */
export function AuditExport({ filters }: { filters: AuditFilters }) {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops an export under way.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', rows: 0 });
    try {
      const { entries, capped } = await fetchAuditForExport(
        filters,
        (rows) => setState({ kind: 'running', rows }),
        controller.signal,
      );
      const csv = toCsv(
        auditCsvRows(entries, {
          id: t('audit.csv.id'),
          time: t('audit.csv.time'),
          operatorId: t('audit.csv.operatorId'),
          operator: t('audit.csv.operator'),
          action: t('audit.column.action'),
          outcome: t('audit.column.outcome'),
          message: t('audit.csv.message'),
          input: t('audit.column.input'),
          result: t('audit.column.result'),
          clientAddress: t('audit.column.address'),
        }),
      );
      downloadText(auditFileName(new Date()), csv, 'text/csv;charset=utf-8');
      setState({ kind: 'done', rows: entries.length, capped });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', message: refusalMessage(error) ?? t('audit.exportFailed') });
    } finally {
      running.current = null;
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" loading={state.kind === 'running'} onClick={() => void start()}>
        {t('audit.export')}
      </Button>
      <p aria-live="polite" className="text-xs text-slate-600">
        {state.kind === 'running' && t('audit.exportProgress', { n: state.rows })}
        {state.kind === 'done' && t('audit.exported', { n: state.rows })}
        {state.kind === 'done' && state.capped && (
          <span className="block text-amber-700">
            {t('audit.exportCapped', { max: EXPORT_ROW_CAP })}
          </span>
        )}
        {state.kind === 'failed' && <span className="text-red-700">{state.message}</span>}
      </p>
    </div>
  );
}
