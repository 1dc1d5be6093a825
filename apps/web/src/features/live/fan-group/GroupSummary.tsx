import { FAN_GROUP_LIMITS, type FanGroup, type FanMembership } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCount } from '../../../shared/format/count';
import { pageLanguage } from '../../../shared/format/locale';
import { FAN_PERKS, FanBadgePill } from '../../fan-groups';

/** The group as everyone sees it: badge, streamer, members, perks and how to join. */
export function GroupSummary({ group, me }: { group: FanGroup; me: FanMembership | null }) {
  const { t, i18n } = useTranslation('fans');
  const language = pageLanguage(i18n.language);
  const perks = FAN_PERKS.filter(([, field]) => group[field] > 0);
  const days = FAN_GROUP_LIMITS.membershipDays;
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-500">{t('panel.badgePreview')}</span>
        {/* A fan sees their own level; anyone else the badge as a new fan wears it. */}
        <FanBadgePill name={group.badge} level={me?.level ?? 1} />
        <span data-testid="fan-group-members" className="text-xs text-slate-600">
          {t('panel.subtitle', {
            anchor: group.anchor_nickname,
            count: formatCount(group.member_count, language),
          })}
        </span>
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-slate-900">{t('perks.title')}</h3>
        {perks.length === 0 ? (
          <p className="text-slate-500">{t('perks.none')}</p>
        ) : (
          <ul className="list-inside list-disc space-y-0.5">
            {perks.map(([perk, field]) => (
              <li key={perk}>{t(`perks.${perk}`, { level: group[field] })}</li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-slate-900">{t('panel.howToJoin')}</h3>
        <p data-testid="fan-group-how">
          {group.join_mode === 'gift'
            ? t('panel.joinByGift', { days })
            : t('panel.joinByFee', { fee: group.fee_diamonds, days })}
        </p>
      </div>
    </section>
  );
}
