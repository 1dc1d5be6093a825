import type { NobleState } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { pageLanguage } from '../../../shared/format/locale';
import { useBuyNobleMutation } from '../api';
import { formatDiamonds } from '../../../shared/format/money';
import { openRecharge } from '../../../shared/wallet/recharge-opener';
import type { NobleQuote } from './noble-quote';
import type { NobleTierInfo } from './NobleTierCard';

/**
 * The confirm step: what is bought and for how much. Without enough diamonds it says so and
 * offers Recharge instead of calling the server; the server's refusals show its message.
 */
export function NobleConfirmDialog({
  tier,
  months,
  quote,
  balance,
  onClose,
  onBought,
}: {
  tier: NobleTierInfo;
  months: number;
  quote: NobleQuote;
  balance: number;
  onClose: () => void;
  onBought: (result: { noble: NobleState; paid: number }) => void;
}) {
  const { t, i18n } = useTranslation('money');
  const language = pageLanguage(i18n.language);
  const buy = useBuyNobleMutation();
  const short = quote.shortBy > 0;
  const amount = (value: number) => formatDiamonds(value, language);

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('noble.confirmTitle')}
      testId="noble-confirm-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('noble.cancel')}
          </Button>
          {short ? (
            <Button
              data-testid="noble-recharge"
              onClick={() => {
                onClose();
                openRecharge();
              }}
            >
              {t('noble.recharge')}
            </Button>
          ) : (
            <Button
              data-testid="noble-confirm"
              loading={buy.isPending}
              onClick={() =>
                buy.mutate(
                  { tier: tier.tier, months },
                  { onSuccess: ({ noble, paid }) => onBought({ noble, paid }) },
                )
              }
            >
              {t('noble.confirm')}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-slate-900">
          {t('noble.summary', { name: tier.name, months })}
        </p>
        <p data-testid="noble-price">{t('noble.price', { amount: amount(quote.price) })}</p>
        {quote.creditsCurrent && <p className="text-xs text-slate-500">{t('noble.upgradeNote')}</p>}
        <p className="text-slate-600">{t('noble.balance', { amount: amount(balance) })}</p>
        {short && (
          <p role="alert" className="text-red-600" data-testid="noble-insufficient">
            {t('noble.insufficient', { amount: amount(quote.shortBy) })}
          </p>
        )}
        {buy.error && (
          <p role="alert" className="text-red-600" data-testid="noble-error">
            {buy.error.message}
          </p>
        )}
      </div>
    </Dialog>
  );
}
