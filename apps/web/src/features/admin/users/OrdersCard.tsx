import type { Order } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice } from '../../../shared/format/money';
import { Card } from '../../../shared/ui/Surface';
import { formatWhole } from '../ui/amounts';
import { cellClass, ConsoleTable } from '../ui/ConsoleTable';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';

/** The member's latest top-ups: what they paid, in which currency, and the diamonds issued. */
export function OrdersCard({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation('admin');
  const { t: tm } = useTranslation('money');
  const language = useLanguage();
  return (
    <Card title={t('users.orders.title')}>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-500">{t('users.orders.none')}</p>
      ) : (
        <ConsoleTable
          label={t('users.orders.title')}
          framed={false}
          minWidth="min-w-[40rem]"
          columns={[
            t('money.orders.orderNo'),
            { label: t('money.orders.paid'), end: true },
            { label: t('money.orders.diamonds'), end: true },
            t('money.orders.provider'),
            t('money.orders.status'),
            t('money.orders.createdAt'),
          ]}
        >
          {orders.map((order) => (
            <tr key={order.order_no} className="border-t border-slate-100">
              <td className={`${cellClass} font-mono text-xs`}>{order.order_no}</td>
              <td className={`${cellClass} text-right tabular-nums`}>
                {formatPrice(order.currency, order.amount)}
              </td>
              <td className={`${cellClass} text-right tabular-nums`}>
                {t('fields.diamonds', { value: formatWhole(order.coin + order.give, language) })}
              </td>
              <td className={cellClass}>{order.provider}</td>
              <td className={cellClass}>{tm(`orderStatus.${order.status}`)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <When iso={order.created_at} />
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </Card>
  );
}
