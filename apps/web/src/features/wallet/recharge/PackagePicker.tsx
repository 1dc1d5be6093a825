import type { ChargePackage } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDiamonds, formatPrice } from '../../../shared/format/money';
import { priceIn, type PaymentMethod } from './PaymentMethodPicker';

/**
 * The recharge packages as cards, priced in the chosen method's currency; one is chosen at a
 * time (a radio group). A package the method does not sell is shown, disabled, with why.
 */
export function PackagePicker({
  packages,
  currency,
  selectedId,
  onSelect,
}: {
  packages: readonly ChargePackage[];
  currency: PaymentMethod['currency'];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('money');
  const language = pageLanguage(i18n.language);
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-slate-800">{t('recharge.packages')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {packages.map((entry) => {
          const selected = entry.id === selectedId;
          const price = priceIn(entry, currency);
          return (
            <label
              key={entry.id}
              data-testid="recharge-package"
              data-package-id={entry.id}
              data-selected={selected}
              className={cx(
                'relative flex cursor-pointer flex-col items-center gap-0.5 rounded-xl p-3 text-center ring-1',
                'has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                selected ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200',
                price === null && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="radio"
                name="recharge-package"
                className="sr-only"
                checked={selected}
                disabled={price === null}
                onChange={() => onSelect(entry.id)}
              />
              <span className="text-base font-semibold text-slate-900">
                {t('recharge.diamonds', { amount: formatDiamonds(entry.coin, language) })}
              </span>
              {entry.give > 0 && (
                <span className="text-xs font-medium text-amber-700">
                  {t('recharge.bonus', { amount: formatDiamonds(entry.give, language) })}
                </span>
              )}
              <span className="text-sm text-slate-700">
                {price === null ? t('recharge.notForMethod') : formatPrice(currency, price)}
              </span>
              {entry.give_rate > 0 && (
                <span className="absolute -top-2 right-2 rounded-full bg-amber-700 px-1.5 text-[11px] font-semibold text-white">
                  {t('recharge.bonusRate', { rate: entry.give_rate })}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
