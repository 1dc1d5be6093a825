import type { Language, PaymentIncident } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LOCALES } from '../../../shared/format/locale';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { Badge } from '../../../shared/ui/Surface';
import { DecisionDialog } from '../review/DecisionDialog';
import { StatusTabs } from '../review/StatusTabs';
import { useDecided } from '../review/use-decided';
import { isAdministrator, useStaff } from '../staff';
import { AdministratorsOnlyNote, ConsolePage } from '../ui/ConsolePage';
import { Facts } from '../ui/Facts';
import { PagedList } from '../ui/PagedList';
import { QueueRow, QueueTable } from '../ui/QueueTable';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import {
  usePaymentIncidentsQuery,
  useResolveIncidentMutation,
  type IncidentState,
} from './queue-api';
import { numberFormat } from '../../../shared/format/intl';

const STATES: readonly IncidentState[] = ['open', 'resolved', 'all'];
/** The resolve API's note limit (paymentAdminRoutes.resolvePaymentIncident). */
const NOTE_MAX = 200;

type Resolution = 'credit' | 'dismiss';

/** Money a provider collected that was not credited by itself (administrators only). */
export function PaymentIncidentsPage() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  return (
    <ConsolePage title={t('nav.paymentIncidents')} description={t('incidents.description')}>
      {isAdministrator(staff) ? (
        <IncidentQueue />
      ) : (
        <AdministratorsOnlyNote text={t('incidents.administratorsOnly')} />
      )}
    </ConsolePage>
  );
}

function IncidentQueue() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<IncidentState>('open');
  const query = usePaymentIncidentsQuery(state);
  const resolve = useResolveIncidentMutation();
  const { isDecided, markDecided } = useDecided();
  return (
    <>
      <StatusTabs
        statuses={STATES}
        value={state}
        onChange={setState}
        labelOf={(value) => t(`incidents.state.${value}`)}
      />
      <PagedList
        query={query}
        visible={(incident) => state !== 'open' || !isDecided(incident.id)}
        emptyTitle={t('list.empty')}
      >
        {(incidents) => (
          <QueueTable label={t('nav.paymentIncidents')}>
            {incidents.map((incident) => (
              <IncidentItem
                key={incident.id}
                incident={incident}
                onResolve={async (action, note) => {
                  await resolve.mutateAsync({ id: incident.id, action, note });
                  markDecided(incident.id);
                }}
              />
            ))}
          </QueueTable>
        )}
      </PagedList>
    </>
  );
}

function IncidentItem({
  incident,
  onResolve,
}: {
  incident: PaymentIncident;
  onResolve: (action: Resolution, note: string) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [open, setOpen] = useState<Resolution | null>(null);
  const money = (amount: number) => formatMoney(amount, incident.currency, language);

  const resolve = async (action: Resolution, note: string) => {
    await onResolve(action, note);
    setOpen(null);
    showToast(t(`incidents.done.${action}`, { order: incident.order_no }), { kind: 'success' });
  };

  return (
    <QueueRow
      testId="payment-incident"
      heading={<span className="font-mono">{incident.order_no}</span>}
      aside={
        <>
          <When iso={incident.created_at} />
          <Badge tone={incident.resolved_at ? 'neutral' : 'warning'}>
            {t(`incidents.kind.${incident.kind}`)}
          </Badge>
        </>
      }
      actions={
        incident.resolved_at === null && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setOpen('credit')}>
              {t('incidents.credit')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setOpen('dismiss')}>
              {t('incidents.dismiss')}
            </Button>
            {open && (
              <DecisionDialog
                title={t(open === 'credit' ? 'incidents.credit' : 'incidents.dismiss')}
                summary={t(`incidents.confirm.${open}`, { order: incident.order_no })}
                confirmLabel={t(
                  open === 'credit' ? 'incidents.confirmCredit' : 'incidents.confirmDismiss',
                )}
                noteLabel={t('review.note')}
                noteMax={NOTE_MAX}
                danger={open === 'dismiss'}
                onClose={() => setOpen(null)}
                onConfirm={(note) => resolve(open, note)}
              />
            )}
          </div>
        )
      }
    >
      <Facts
        items={[
          [t('fields.memberId'), String(incident.user_id)],
          [t('fields.provider'), incident.provider],
          [t('fields.providerRef'), incident.provider_ref],
          [t('fields.collected'), money(incident.amount)],
          [t('fields.orderAmount'), money(incident.order_amount)],
          [t('fields.orderStatus'), incident.order_status],
          [t('fields.resolvedAt'), <When key="resolved" iso={incident.resolved_at} />],
          [
            t('fields.resolution'),
            incident.resolution ? t(`incidents.resolution.${incident.resolution}`) : '',
          ],
          [t('fields.reviewNote'), incident.note],
        ]}
      />
    </QueueRow>
  );
}

function formatMoney(amount: number, currency: string, language: Language): string {
  try {
    return numberFormat(LOCALES[language].regional, {
      style: 'currency',
      currency,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
