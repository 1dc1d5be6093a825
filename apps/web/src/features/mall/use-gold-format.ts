import { useTranslation } from '../../shared/i18n/use-translation';
import { pageLanguage } from '../../shared/format/locale';
import { formatDiamonds } from '../../shared/format/money';

/** Gold coins as the mall words them ("1,200 金币"); `plain` gives the number alone. */
export function useGoldFormat() {
  const { t, i18n } = useTranslation('mall');
  const language = pageLanguage(i18n.language);
  const plain = (amount: number) => formatDiamonds(amount, language);
  const gold = (amount: number) => t('gold', { amount: plain(amount) });
  return { gold, plain };
}
