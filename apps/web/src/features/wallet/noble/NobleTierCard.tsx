import { useTranslation } from '../../../shared/i18n/use-translation';
import type { NobleList } from '../api';
import { cx } from '../../../shared/ui/cx';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDiamonds } from '../../../shared/format/money';

export type NobleTierInfo = NobleList['tiers'][number];

/** One noble tier: its name, monthly price and benefits; choosing it is a radio. */
export function NobleTierCard({
  tier,
  selected,
  current,
  onSelect,
}: {
  tier: NobleTierInfo;
  selected: boolean;
  current: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation('money');
  const language = pageLanguage(i18n.language);
  return (
    <label
      data-testid="noble-tier"
      data-tier={tier.tier}
      data-selected={selected}
      className={cx(
        'relative flex cursor-pointer flex-col gap-1 rounded-xl p-4 ring-1',
        'has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
        selected ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200',
      )}
    >
      <input
        type="radio"
        name="noble-tier"
        className="sr-only"
        checked={selected}
        onChange={onSelect}
      />
      {current && (
        <span className="absolute top-2 right-2 rounded-full bg-amber-700 px-2 text-xs font-semibold text-white">
          {t('noble.mine')}
        </span>
      )}
      <span className="text-lg font-bold text-slate-900">{tier.name}</span>
      <span className="font-semibold text-brand-700">
        {t('noble.monthly', { amount: formatDiamonds(tier.monthly_diamonds, language) })}
      </span>
      <span className="mt-1 flex flex-col text-xs text-slate-600">
        <span>{t('noble.benefitBarrages', { amount: tier.free_barrages })}</span>
        <span>{t('noble.benefitHorn')}</span>
        <span>{t('noble.benefitBadge')}</span>
      </span>
    </label>
  );
}
