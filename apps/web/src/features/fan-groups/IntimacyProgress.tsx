import type { FanMembership } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { pageLanguage } from '../../shared/format/locale';
import { formatIntimacy, levelProgress } from './intimacy';
import { ProgressBar } from './ProgressBar';

/** A member's intimacy and how far it is to the next level (or that the top is reached). */
export function IntimacyProgress({
  membership,
}: {
  membership: Pick<FanMembership, 'level' | 'intimacy' | 'next_level_at'>;
}) {
  const { t, i18n } = useTranslation('fans');
  const language = pageLanguage(i18n.language);
  const { level, intimacy, next_level_at: nextLevelAt } = membership;
  return (
    <div data-testid="fan-intimacy" className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="font-medium text-slate-800">
          {t('membership.intimacy', { value: formatIntimacy(intimacy, language) })}
        </span>
        <span className="text-slate-500">
          {nextLevelAt === null
            ? t('membership.maxLevel')
            : t('membership.toNext', {
                level: level + 1,
                left: formatIntimacy(Math.max(0, nextLevelAt - intimacy), language),
              })}
        </span>
      </div>
      <ProgressBar
        share={levelProgress(level, intimacy, nextLevelAt)}
        label={t('membership.progressLabel')}
      />
    </div>
  );
}
