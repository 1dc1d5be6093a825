import { ORDER_STATUSES, type OrderStatus } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/ui/Field';
import { Badge, type BadgeTone } from '../../../shared/ui/Surface';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDateTime } from '../../../shared/format/date-time';
import { useRechargeOrdersQuery } from '../api';
import { formatDiamonds, formatPlainYuan } from '../../../shared/format/money';
import { ListSkeleton, ListStates, LoadMore } from '../../../shared/ui/ListStates';

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
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
      <ListStates
        pending={orders.isPending}
        error={orders.isError}
        empty={list.length === 0}
        onRetry={() => void orders.refetch()}
        placeholder={
          <ListSkeleton count={3} className="flex flex-col gap-2" itemClassName="h-10 w-full" />
        }
        errorTitle={t('statements.loadError')}
        emptyTitle={t('statements.empty')}
      >
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-2 font-medium">{t('statements.orderNo')}</th>
                <th className="py-2 font-medium">{t('statements.money')}</th>
                <th className="py-2 font-medium">{t('statements.orderDiamonds')}</th>
                <th className="py-2 font-medium">{t('statements.status')}</th>
                <th className="py-2 font-medium">{t('statements.createdAt')}</th>
                <th className="py-2 font-medium">{t('statements.paidAt')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((order) => (
                <tr key={order.order_no} data-testid="order-row">
                  <td className="py-2 font-mono text-xs">{order.order_no}</td>
                  <td className="py-2 tabular-nums">
                    {t('recharge.price', { money: formatPlainYuan(order.money) })}
                  </td>
                  <td className="py-2 tabular-nums">
                    {order.give > 0
                      ? t('statements.coinGive', {
                          coin: formatDiamonds(order.coin, language),
                          give: formatDiamonds(order.give, language),
                        })
                      : formatDiamonds(order.coin, language)}
                  </td>
                  <td className="py-2">
                    <Badge tone={STATUS_TONES[order.status]}>
                      {t(`orderStatus.${order.status}`)}
                    </Badge>
                  </td>
                  <td className="py-2 whitespace-nowrap text-slate-600">
                    {formatDateTime(order.created_at, language)}
                  </td>
                  <td className="py-2 whitespace-nowrap text-slate-600">
                    {order.paid_at
                      ? formatDateTime(order.paid_at, language)
                      : t('statements.notPaid')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore
          visible={orders.hasNextPage}
          loading={orders.isFetchingNextPage}
          onLoad={() => void orders.fetchNextPage()}
          label={t('statements.more')}
          testId="statements-more"
          className="mt-2 w-full"
        />
      </ListStates>
    </div>
  );
}
