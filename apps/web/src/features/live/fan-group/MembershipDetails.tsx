import {
  FAN_GROUP_LIMITS,
  FAN_INTIMACY,
  FAN_INTIMACY_SOURCES,
  type FanGroup,
  type FanIntimacySource,
  type FanMembership,
} from '@tifo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date-time';
import { pageLanguage } from '../../../shared/format/locale';
import { Badge } from '../../../shared/ui/Surface';
import { FanBadgePill, IntimacyProgress, ProgressBar } from '../../fan-groups';
import { LeaveGroup } from './LeaveGroup';

const DAILY_CAPS: Record<FanIntimacySource, number> = {
  watch: FAN_INTIMACY.watchDailyCap,
  chat: FAN_INTIMACY.chatDailyCap,
  gift: FAN_INTIMACY.giftDailyCap,
};

/**
 * A fan's standing: level and intimacy, what each source earned today against its daily cap,
 * how long the membership runs, renewing (`children`) and leaving.
 */
export function MembershipDetails({
  group,
  me,
  children,
}: {
  group: FanGroup;
  me: FanMembership;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('fans');
  const language = pageLanguage(i18n.language);
  const date = formatDateTime(me.expires_at, language);
  return (
    <section data-testid="fan-membership" data-active={me.active} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('membership.title')}</h3>
        <Badge tone={me.active ? 'success' : 'neutral'}>
          {me.active ? t('membership.active') : t('membership.expiredBadge')}
        </Badge>
      </div>
      <div className="flex items-center gap-2">
        <FanBadgePill name={group.badge} level={me.level} />
        <span className="font-semibold text-slate-900">{t('level', { level: me.level })}</span>
      </div>
      <IntimacyProgress membership={me} />
      <div>
        <h4 className="mb-1 text-xs font-medium text-slate-600">{t('membership.today')}</h4>
        <dl className="grid grid-cols-3 gap-2 text-xs">
          {FAN_INTIMACY_SOURCES.map((source) => (
            <div key={source} data-testid={`fan-today-${source}`} className="flex flex-col gap-1">
              <dt className="text-slate-500">{t(`membership.sources.${source}`)}</dt>
              <dd className="font-medium text-slate-800 tabular-nums">
                {t('membership.earned', { earned: me.today[source], cap: DAILY_CAPS[source] })}
              </dd>
              <ProgressBar
                share={me.today[source] / DAILY_CAPS[source]}
                label={t(`membership.sources.${source}`)}
              />
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-500">
          {t('membership.rules', {
            watch: FAN_INTIMACY.watchPerMinute,
            chat: FAN_INTIMACY.chatPerMessage,
            gift: FAN_INTIMACY.giftPerDiamond,
            days: FAN_GROUP_LIMITS.lapseDays,
          })}
        </p>
      </div>
      <p data-testid="fan-expiry" className={me.active ? 'text-slate-700' : 'text-amber-700'}>
        {me.active ? t('membership.expires', { date }) : t('membership.expired', { date })}
      </p>
      {children}
      <LeaveGroup group={group} />
    </section>
  );
}
