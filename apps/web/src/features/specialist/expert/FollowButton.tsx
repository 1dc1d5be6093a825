import type { ExpertProfile } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCount } from '../../../shared/format/count';
import { pageLanguage } from '../../../shared/format/locale';
import { openLoginDialog } from '../../../shared/session/login-dialog-store';
import { Button } from '../../../shared/ui/Button';
import { useStoredValue } from '../../../shared/use-stored-value';
import { useFollowExpertMutation } from '../api';

/** Follow or unfollow an expert, with their follower count; visitors get the login dialog. */
export function FollowButton({ profile }: { profile: ExpertProfile }) {
  const { t, i18n } = useTranslation('experts');
  const user = useStoredValue('userInfo');
  const follow = useFollowExpertMutation();
  const followers = formatCount(profile.followers, pageLanguage(i18n.language));
  return (
    <div className="flex items-center gap-2">
      <Button
        size="sm"
        variant={profile.is_followed ? 'secondary' : 'primary'}
        aria-pressed={profile.is_followed}
        loading={follow.isPending}
        onClick={() => (user ? follow.toggle(profile) : openLoginDialog())}
        data-testid="expert-follow"
      >
        {profile.is_followed ? t('expert.following') : t('expert.follow')}
      </Button>
      <span className="text-sm text-slate-600" data-testid="expert-followers">
        {t('expert.followers', { count: followers })}
      </span>
    </div>
  );
}
