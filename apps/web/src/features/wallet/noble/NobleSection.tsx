import { MONEY, type NobleState } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/Field';
import { Card, EmptyState, Skeleton } from '../../../shared/ui/Surface';
import { useStoredValue } from '../../../shared/use-stored-value';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDateTime } from '../../../shared/format/date-time';
import { useNobleListQuery, type NobleList } from '../api';
import { useWalletQuery } from '../../../shared/wallet/wallet-query';
import { formatDiamonds } from '../../../shared/format/money';
import { NobleConfirmDialog } from './NobleConfirmDialog';
import { quoteNoble } from './noble-quote';
import { NobleTierCard } from './NobleTierCard';

const MONTH_CHOICES = Array.from({ length: MONEY.nobleMonthsMax }, (_, index) => index + 1);

/** The member centre's `noble` section (spec §6): tiers, the member's noble, buying months. */
export function NobleSection() {
  const { t, ready } = useLazyTranslation('money');
  const { t: tc } = useTranslation();
  const nobles = useNobleListQuery();
  if (!ready || nobles.isPending) return <Skeleton className="h-64 w-full" />;
  if (nobles.isError) {
    return (
      <EmptyState
        title={t('noble.loadError')}
        action={
          <Button variant="secondary" onClick={() => void nobles.refetch()}>
            {tc('state.retry')}
          </Button>
        }
      />
    );
  }
  return <NobleShop list={nobles.data} />;
}

function NobleShop({ list }: { list: NobleList }) {
  const { t, i18n } = useTranslation('money');
  const language = pageLanguage(i18n.language);
  const wallet = useWalletQuery();
  const user = useStoredValue('userInfo');
  const [chosenTier, setChosenTier] = useState<number | null>(null);
  const [months, setMonths] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [bought, setBought] = useState<{ noble: NobleState; paid: number } | null>(null);

  const tier =
    list.tiers.find((entry) => entry.tier === (chosenTier ?? list.mine?.tier)) ?? list.tiers[0];
  // The wallet is the authority; the stored balance stands in while it loads.
  const balance = wallet.data?.diamonds ?? user?.balances.diamonds ?? 0;
  const quote = tier
    ? quoteNoble({
        monthlyDiamonds: tier.monthly_diamonds,
        months,
        tier: tier.tier,
        mine: list.mine,
        balance,
      })
    : null;
  const action = !list.mine ? 'open' : list.mine.tier === tier?.tier ? 'renew' : 'upgrade';

  return (
    <div className="flex flex-col gap-4">
      <CurrentNoble mine={list.mine} tiers={list.tiers} />
      {bought && (
        <p
          role="status"
          data-testid="noble-bought"
          className="rounded-lg bg-green-50 p-3 text-green-800"
        >
          {t('noble.bought', {
            amount: formatDiamonds(bought.paid, language),
            date: formatDateTime(bought.noble.expires_at, language),
          })}
        </p>
      )}
      <Card title={t('noble.tiers')}>
        <p className="mb-3 text-sm text-slate-600">{t('noble.intro')}</p>
        <fieldset>
          <legend className="sr-only">{t('noble.tiers')}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.tiers.map((entry) => (
              <NobleTierCard
                key={entry.tier}
                tier={entry}
                selected={entry.tier === tier?.tier}
                current={entry.tier === list.mine?.tier}
                onSelect={() => setChosenTier(entry.tier)}
              />
            ))}
          </div>
        </fieldset>
        {tier && quote && (
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <div className="w-36">
              <SelectField
                label={t('noble.months')}
                value={months}
                onChange={(event) => setMonths(Number(event.target.value))}
                data-testid="noble-months"
              >
                {MONTH_CHOICES.map((count) => (
                  <option key={count} value={count}>
                    {t('noble.monthsOption', { months: count })}
                  </option>
                ))}
              </SelectField>
            </div>
            <p className="pb-2 text-sm text-slate-700">
              {t('noble.price', { amount: formatDiamonds(quote.price, language) })}
            </p>
            <Button
              data-testid="noble-buy"
              onClick={() => {
                setBought(null);
                setConfirming(true);
              }}
            >
              {t(`noble.${action}`)}
            </Button>
          </div>
        )}
      </Card>
      {confirming && tier && quote && (
        <NobleConfirmDialog
          tier={tier}
          months={months}
          quote={quote}
          balance={balance}
          onClose={() => setConfirming(false)}
          onBought={(result) => {
            setConfirming(false);
            setBought(result);
          }}
        />
      )}
    </div>
  );
}

function CurrentNoble({ mine, tiers }: { mine: NobleState | null; tiers: NobleList['tiers'] }) {
  const { t, i18n } = useTranslation('money');
  const language = pageLanguage(i18n.language);
  const name = tiers.find((entry) => entry.tier === mine?.tier)?.name;
  return (
    <Card title={t('noble.current')} data-testid="noble-current" data-tier={mine?.tier ?? 0}>
      {mine ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-lg font-bold text-amber-700">{name ?? mine.tier}</p>
          <p>{t('noble.expires', { date: formatDateTime(mine.expires_at, language) })}</p>
          <p>{t('noble.barragesLeft', { amount: mine.free_barrages_left })}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('noble.none')}</p>
      )}
    </Card>
  );
}
