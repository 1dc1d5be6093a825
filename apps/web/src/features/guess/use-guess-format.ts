import type { GuessKind, GuessOptionKey } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { HTML_LANG } from '../../shared/i18n/language';
import { pageLanguage } from '../../shared/format/locale';
import { formatDiamonds } from '../../shared/format/money';
import { numberFormat } from '../../shared/format/intl';

/**
 * The words and numbers of fun-guess: gold amounts ("1,200 金币"), odds ("1.85"), lines
 * ("2.5"), option labels ("主胜", "大 2.5") and kinds ("胜平负", "大小球 2.5").
 */
export function useGuessFormat() {
  const { t, i18n } = useTranslation('guess');
  const language = pageLanguage(i18n.language);
  const plain = (amount: number) => formatDiamonds(amount, language);
  const gold = (amount: number) => t('gold', { amount: plain(amount) });
  const odds = (value: number) =>
    numberFormat(HTML_LANG[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  const line = (value: number | null) => (value === null ? '' : plain(value));
  const option = (key: GuessOptionKey, guessLine: number | null) =>
    t(`option.${key}`, { line: line(guessLine) }).trim();
  /** Basketball's "who wins" has no draw: its options tell. */
  const kind = (guessKind: GuessKind, guessLine: number | null, withDraw = true) =>
    guessKind === 'total'
      ? t('kind.total', { line: line(guessLine) })
      : withDraw
        ? t('kind.winner')
        : t('kind.winnerNoDraw');
  return { plain, gold, odds, line, option, kind, language };
}
