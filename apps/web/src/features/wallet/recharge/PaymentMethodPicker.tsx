import type { ChargePackage } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { PaymentMethodLogo } from './PaymentMethodLogo';

export interface PaymentMethod {
  type: number;
  provider: string;
  currency: 'CNY' | 'VND';
}

const KNOWN = ['sandbox', 'alipay', 'wechat', 'vnpay'] as const;
type KnownProvider = (typeof KNOWN)[number];

function isKnown(provider: string): provider is KnownProvider {
  return KNOWN.some((known) => known === provider);
}

/** The price of a package in a method's currency; null when the method does not sell it. */
export function priceIn(pack: ChargePackage, currency: PaymentMethod['currency']): number | null {
  return currency === 'VND' ? pack.price_vnd : pack.money;
}

/** The configured payment methods (spec §2 names one; a deployment may offer several). */
export function PaymentMethodPicker({
  methods,
  selectedType,
  onSelect,
}: {
  methods: readonly PaymentMethod[];
  selectedType: number;
  onSelect: (type: number) => void;
}) {
  const { t } = useTranslation('money');
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-slate-800">{t('recharge.method')}</legend>
      <div className="flex flex-col gap-2">
        {methods.map((method) => {
          const selected = method.type === selectedType;
          const known = isKnown(method.provider) ? method.provider : null;
          return (
            <label
              key={method.type}
              data-testid="recharge-method"
              data-provider={method.provider}
              className={cx(
                'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1',
                'has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                selected ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200',
              )}
            >
              <input
                type="radio"
                name="recharge-method"
                className="sr-only"
                checked={selected}
                onChange={() => onSelect(method.type)}
              />
              <PaymentMethodLogo provider={method.provider} />
              <span className="flex flex-col">
                <span className="font-medium text-slate-900">
                  {known ? t(`recharge.methods.${known}`) : method.provider}
                </span>
                {known && (
                  <span className="text-xs text-slate-600">
                    {t(`recharge.methodHints.${known}`)}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
