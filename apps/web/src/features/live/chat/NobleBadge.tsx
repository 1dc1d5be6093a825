import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';

const NOBLE_BADGE_TIERS = ['1', '2', '3', '4', '5'] as const;

/** A noble's rank before their name (higher tiers, warmer colours). */
export function NobleBadge({ tier }: { tier: number }) {
  const { t } = useTranslation('live');
  const key = NOBLE_BADGE_TIERS[tier - 1];
  if (!key) return null;
  return (
    <span
      data-testid="noble-badge"
      data-tier={tier}
      className={cx(
        'mr-1 rounded px-1 text-[10px] text-white',
        tier >= 4 ? 'bg-amber-700' : tier >= 2 ? 'bg-violet-600' : 'bg-sky-700',
      )}
    >
      {t(`chat.noble.${key}`)}
    </span>
  );
}
