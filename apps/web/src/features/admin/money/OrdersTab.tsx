import { ORDER_STATUSES, type OrderStatus } from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { PagedList } from '../ui/PagedList';
import { useOrdersQuery, type OrderFilters } from './money-api';
import { OrdersTable } from './OrdersTable';

const NO_FILTERS: OrderFilters = { orderNo: '', userId: null, status: null };

/** Top-up orders by number, member or status, newest first. */
export function OrdersTab() {
  const { t } = useTranslation('admin');
  const { t: tm } = useTranslation('money');
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [orderNo, setOrderNo] = useState('');
  const [userId, setUserId] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const query = useOrdersQuery(filters);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(userId);
    setFilters({
      orderNo: orderNo.trim(),
      userId: userId && Number.isSafeInteger(id) && id > 0 ? id : null,
      status: status || null,
    });
  };

  const clear = () => {
    setOrderNo('');
    setUserId('');
    setStatus('');
    setFilters(NO_FILTERS);
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2">
        <div className="w-64">
          <TextField
            label={t('money.orders.orderNo')}
            value={orderNo}
            maxLength={64}
            onChange={(event) => setOrderNo(event.target.value)}
          />
        </div>
        <div className="w-36">
          <TextField
            label={t('money.orders.userId')}
            inputMode="numeric"
            value={userId}
            onChange={(event) => setUserId(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="w-36">
          <SelectField
            label={t('money.orders.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          >
            <option value="">{t('money.orders.anyStatus')}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {tm(`orderStatus.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" variant="secondary">
          {t('audit.apply')}
        </Button>
        <Button variant="ghost" onClick={clear}>
          {t('audit.clear')}
        </Button>
      </form>
      <PagedList query={query} emptyTitle={t('money.orders.none')}>
        {(orders) => <OrdersTable orders={orders} />}
      </PagedList>
    </div>
  );
}
