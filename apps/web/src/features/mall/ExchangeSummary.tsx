import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { cx } from '../../shared/ui/cx';
import { useGoldFormat } from './use-gold-format';

/** Where the member earns gold: the task centre. */
export const TASK_CENTRE = '/member?type=8';

/** The price of an exchange against the balance, and how to earn gold when it falls short. */
export function ExchangeSummary({
  price,
  total,
  balance,
}: {
  price: number;
  total: number;
  balance: number | undefined;
}) {
  const { t } = useTranslation('mall');
  const { gold } = useGoldFormat();
  const after = balance === undefined ? undefined : balance - total;
  const short = after !== undefined && after < 0;
  const rows = [
    ['unitPrice', gold(price)],
    ['total', gold(total)],
    ['balance', balance === undefined ? '—' : gold(balance)],
    ['balanceAfter', after === undefined || short ? '—' : gold(after)],
  ] as const;

  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-500">{t(`exchange.${key}`)}</dt>
            <dd
              data-testid={`mall-exchange-${key}`}
              className={cx(
                'text-right tabular-nums',
                key === 'total' ? 'font-semibold text-amber-700' : 'text-slate-900',
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {short && (
        <p
          role="alert"
          data-testid="mall-exchange-short"
          className="rounded-lg bg-amber-50 px-3 py-2 text-amber-800"
        >
          {t('exchange.notEnough', { amount: gold(-after) })}{' '}
          <Link to={TASK_CENTRE} className="font-medium text-brand-600 hover:underline">
            {t('earnGold')}
          </Link>
        </p>
      )}
    </div>
  );
}
