import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds } from '../../../shared/format/money';
import { pageLanguage } from '../../../shared/format/locale';
import { Badge } from '../../../shared/ui/Surface';

/** Free, or the price in diamonds. */
export function PriceTag({ price }: { price: number }) {
  const { t, i18n } = useTranslation('experts');
  if (price === 0) return <Badge tone="success">{t('analysis.free')}</Badge>;
  return (
    <Badge tone="warning">
      {t('analysis.price', { amount: formatDiamonds(price, pageLanguage(i18n.language)) })}
    </Badge>
  );
}
