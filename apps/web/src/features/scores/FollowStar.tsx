import type { SportName } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { cx } from '../../shared/ui/cx';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { useFollowMutation } from './api';

/** Follow a match (member); a visitor gets the login dialog. */
export function FollowStar({
  sport,
  matchId,
  followed,
  member,
}: {
  sport: SportName;
  matchId: string;
  followed: boolean;
  member: boolean;
}) {
  const { t } = useTranslation('scores');
  const follow = useFollowMutation(sport);
  const active = follow.isPending ? !followed : followed;
  return (
    <button
      type="button"
      data-testid="follow-star"
      aria-pressed={active}
      aria-label={active ? t('follow.unfollow') : t('follow.follow')}
      title={active ? t('follow.unfollow') : t('follow.follow')}
      disabled={follow.isPending}
      onClick={() => {
        if (!member) {
          openLoginDialog();
          return;
        }
        follow.mutate({ match_id: matchId, follow: !followed });
      }}
      className={cx(
        'text-lg leading-none',
        active ? 'text-amber-500' : 'text-slate-300 hover:text-amber-400',
      )}
    >
      <span aria-hidden="true">{active ? '★' : '☆'}</span>
    </button>
  );
}
