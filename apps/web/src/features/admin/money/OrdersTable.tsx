import type { ConsoleOrder } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/format/money';
import { formatWhole } from '../ui/amounts';
import { cellClass, ConsoleTable } from '../ui/ConsoleTable';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';

/** Orders as a table; the member links to their page in the console. */
export function OrdersTable({ orders }: { orders: readonly ConsoleOrder[] }) {
  const { t } = useTranslation('admin');
  const { t: tm } = useTranslation('money');
  const language = useLanguage();
  return (
    <ConsoleTable
      label={t('money.tab.orders')}
      minWidth="min-w-[52rem]"
      columns={[
        t('money.orders.orderNo'),
        t('money.orders.member'),
        t('money.orders.paid'),
        t('money.orders.diamonds'),
        t('money.orders.provider'),
        t('money.orders.status'),
        t('money.orders.createdAt'),
        t('money.orders.paidAt'),
      ]}
    >
      {orders.map((order) => (
        <tr key={order.id} className="border-t border-slate-100 align-top">
          <td className={`${cellClass} font-mono text-xs`}>{order.order_no}</td>
          <td className={cellClass}>
            <Link to={`/admin/users/${order.user_id}`} className="text-brand-700 underline">
              {order.nickname || t('fields.userId', { id: order.user_id })}
            </Link>
            <span className="block text-xs text-slate-500">
              {t('fields.userId', { id: order.user_id })}
            </span>
          </td>
          <td className={`${cellClass} tabular-nums`}>
            {formatPrice(order.currency, order.amount)}
          </td>
          <td className={`${cellClass} tabular-nums`}>
            {t('money.orders.coinGive', {
              coin: formatWhole(order.coin, language),
              give: formatWhole(order.give, language),
            })}
          </td>
          <td className={cellClass}>
            {order.provider}
            {order.provider_ref && (
              <span className="block font-mono text-xs text-slate-500">{order.provider_ref}</span>
            )}
          </td>
          <td className={cellClass}>{tm(`orderStatus.${order.status}`)}</td>
          <td className={`${cellClass} whitespace-nowrap`}>
            <When iso={order.created_at} />
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>
            <When iso={order.paid_at} />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
