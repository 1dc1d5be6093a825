import { FAN_LEVEL_MAX } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { FanBadgePill } from './FanBadgePill';

/** The badge as fans will wear it, at the first and the top level, while it is typed. */
export function BadgePreview({ badge }: { badge: string }) {
  const { t } = useTranslation('fans');
  return (
    <div data-testid="fan-group-badge-preview" aria-live="polite" className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{t('settings.preview')}</span>
      {badge ? (
        <span className="flex h-10 items-center gap-2">
          <FanBadgePill name={badge} level={1} />
          <FanBadgePill name={badge} level={FAN_LEVEL_MAX} />
        </span>
      ) : (
        <span className="flex h-10 items-center text-sm text-slate-500">
          {t('settings.badgeHint')}
        </span>
      )}
    </div>
  );
}
