import { ORDER_STATUSES, type OrderStatus } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SelectField } from '../../../shared/ui/Field';
import { Badge, type BadgeTone } from '../../../shared/ui/Surface';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDateTime } from '../../../shared/format/date-time';
import { useRechargeOrdersQuery } from '../api';
import { formatDiamonds, formatPrice } from '../../../shared/format/money';
import { DataTable } from './DataTable';

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'neutral',
};

/** Recharge orders (Order/getList type=order), filtered by status. */
export function OrdersTab() {
  const { t, i18n } = useTranslation('money');
  const language = pageLanguage(i18n.language);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const orders = useRechargeOrdersQuery(status ? { status } : {});
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <div className="flex flex-col gap-3">
      <div className="sm:w-48">
        <SelectField
          label={t('statements.filterStatus')}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          data-testid="orders-status"
        >
          <option value="">{t('statements.all')}</option>
          {ORDER_STATUSES.map((entry) => (
            <option key={entry} value={entry}>
              {t(`orderStatus.${entry}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        query={orders}
        rows={list}
        rowKey={(order) => order.order_no}
        rowTestId="order-row"
        minWidth="min-w-[40rem]"
        columns={[
          {
            header: t('statements.orderNo'),
            className: 'font-mono text-xs',
            cell: (order) => order.order_no,
          },
          {
            header: t('statements.money'),
            className: 'tabular-nums',
            cell: (order) => formatPrice(order.currency, order.amount),
          },
          {
            header: t('statements.orderDiamonds'),
            className: 'tabular-nums',
            cell: (order) =>
              order.give > 0
                ? t('statements.coinGive', {
                    coin: formatDiamonds(order.coin, language),
                    give: formatDiamonds(order.give, language),
                  })
                : formatDiamonds(order.coin, language),
          },
          {
            header: t('statements.status'),
            cell: (order) => (
              <Badge tone={STATUS_TONES[order.status]}>{t(`orderStatus.${order.status}`)}</Badge>
            ),
          },
          {
            header: t('statements.createdAt'),
            className: 'whitespace-nowrap text-slate-600',
            cell: (order) => formatDateTime(order.created_at, language),
          },
          {
            header: t('statements.paidAt'),
            className: 'whitespace-nowrap text-slate-600',
            cell: (order) =>
              order.paid_at ? formatDateTime(order.paid_at, language) : t('statements.notPaid'),
          },
        ]}
      />
    </div>
  );
}
