import type { ExpertProfile } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Avatar } from '../../../shared/ui/Avatar';
import { Badge } from '../../../shared/ui/Surface';
import { expertHomeHref, expertInfoHref } from '../format';
import { RecordSummary } from '../record/RecordSummary';
import { FollowButton } from './FollowButton';

/** An expert's page header: who they are, follow, the overall record and the other page. */
export function ExpertHeader({
  profile,
  page,
}: {
  profile: ExpertProfile;
  /** The page showing it: the header links to the other one. */
  page: 'home' | 'info';
}) {
  const { t } = useTranslation('experts');
  const { t: tr } = useTranslation('routes');
  return (
    <section
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="expert-header"
      data-expert-id={profile.id}
    >
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={profile.avatar} name={profile.nickname} className="size-16 text-2xl" />
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center gap-2 text-xl font-bold text-slate-900">
            <span className="truncate">{profile.nickname}</span>
            {profile.mine && <Badge tone="brand">{t('expert.you')}</Badge>}
          </h1>
          {profile.title && <p className="text-sm text-brand-700">{profile.title}</p>}
          <p className="mt-1 text-xs text-slate-500">
            {t('expert.openCount', { count: profile.open_count })}
            {profile.refund_if_wrong && <> · {t('expert.refundPromise')}</>}
          </p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          {!profile.mine && <FollowButton profile={profile} />}
          <Link
            to={page === 'home' ? expertInfoHref(profile.id) : expertHomeHref(profile.id)}
            className="text-sm text-brand-700 hover:underline"
          >
            {page === 'home' ? tr('specialist_info') : tr('specialist_home')}
          </Link>
        </div>
      </div>
      <RecordSummary record={profile.record} />
    </section>
  );
}
