import type { AuditEntry } from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { Badge } from '../../../shared/ui/Surface';
import { ConsolePage } from '../ui/ConsolePage';
import { PagedList } from '../ui/PagedList';
import { When } from '../ui/When';
import { useAuditLogQuery, type AuditFilters } from './audit-api';
import { compactJson } from './audit-csv';
import { AuditExport } from './AuditExport';

const NO_FILTERS: AuditFilters = { operatorId: null, action: '' };

/** Every operator action, newest first, by operator and action; exported as CSV. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [operatorDraft, setOperatorDraft] = useState('');
  const [actionDraft, setActionDraft] = useState('');
  const query = useAuditLogQuery(filters);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const operatorId = Number(operatorDraft.trim());
    setFilters({
      operatorId: Number.isSafeInteger(operatorId) && operatorId > 0 ? operatorId : null,
      action: actionDraft.trim(),
    });
  };

  return (
    <ConsolePage
      title={t('nav.audit')}
      description={t('audit.description')}
      actions={<AuditExport filters={filters} />}
    >
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2">
        <div className="w-40">
          <TextField
            label={t('audit.operatorId')}
            inputMode="numeric"
            value={operatorDraft}
            onChange={(event) => setOperatorDraft(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="w-64">
          <TextField
            label={t('audit.action')}
            placeholder="Admin/reviewHorn"
            maxLength={80}
            value={actionDraft}
            onChange={(event) => setActionDraft(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('audit.apply')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setOperatorDraft('');
            setActionDraft('');
            setFilters(NO_FILTERS);
          }}
        >
          {t('audit.clear')}
        </Button>
      </form>
      <PagedList query={query} emptyTitle={t('audit.empty')}>
        {(entries) => <AuditTable entries={entries} />}
      </PagedList>
    </ConsolePage>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('nav.audit')}</caption>
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('audit.column.when')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">
              {t('audit.column.operator')}
            </th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('audit.column.action')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('audit.column.outcome')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('audit.column.input')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('audit.column.result')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('audit.column.address')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={entry.id}
              data-testid="audit-row"
              className="border-t border-slate-100 align-top"
            >
              <td className="px-3 py-2 whitespace-nowrap">
                <When iso={entry.created_at} />
              </td>
              <td className="px-3 py-2">
                {entry.operator_nickname}
                <span className="block text-xs text-slate-500">
                  {t('fields.userId', { id: entry.operator_id })}
                </span>
              </td>
              <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {entry.outcome === 0 ? (
                  <Badge tone="success">{t('audit.done')}</Badge>
                ) : (
                  <span className="flex flex-col items-start gap-1">
                    <Badge tone="warning">{t('audit.refused', { code: entry.outcome })}</Badge>
                    {entry.message && (
                      <span className="text-xs text-slate-600">{entry.message}</span>
                    )}
                  </span>
                )}
              </td>
              <td className="px-3 py-2">
                <JsonCell value={entry.input} />
              </td>
              <td className="px-3 py-2">
                <JsonCell value={entry.result} />
              </td>
              <td className="px-3 py-2 font-mono text-xs">{entry.client_address ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A JSON value on one shortened line; opened, in full and indented. */
function JsonCell({ value }: { value: unknown }) {
  const compact = compactJson(value);
  if (!compact || compact === 'null') return <span className="text-slate-500">—</span>;
  return (
    <details className="max-w-xs">
      <summary className="cursor-pointer truncate font-mono text-xs text-slate-700">
        {compact}
      </summary>
      <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}
