import type { ExpertRecord } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';

const TONES: Record<ExpertRecord['recent'][number], string> = {
  W: 'bg-brand-600 text-white',
  L: 'bg-slate-800 text-white',
  P: 'bg-slate-300 text-slate-700',
};

/** The latest results as dots, newest first (red a win, black a loss, as fans colour them). */
export function RecentForm({ recent }: { recent: ExpertRecord['recent'] }) {
  const { t } = useTranslation('experts');
  if (recent.length === 0) {
    return <span className="text-xs text-slate-500">{t('record.noRecent')}</span>;
  }
  return (
    <ol
      className="flex flex-wrap gap-1"
      aria-label={t('record.recentLabel')}
      data-testid="expert-recent"
      data-recent={recent.join('')}
    >
      {recent.map((result, index) => (
        <li
          key={index}
          className={cx(
            'flex size-5 items-center justify-center rounded-full text-[10px] font-bold',
            TONES[result],
          )}
        >
          <span aria-hidden="true">{t(`record.recentLetter.${result}`)}</span>
          <span className="sr-only">{t(`record.recentWord.${result}`)}</span>
        </li>
      ))}
    </ol>
  );
}
