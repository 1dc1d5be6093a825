import { useTranslation } from '../../shared/i18n/use-translation';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { useStoredValue } from '../../shared/use-stored-value';
import { cx } from '../../shared/ui/cx';
import { favouriteIds, useFavourites, useToggleFavourite } from './api';

/** Follow a team or a competition (a member); a visitor gets the login dialog. */
export function FavouriteStar({
  kind,
  id,
  name,
  className,
}: {
  kind: 'team' | 'competition';
  id: string;
  /** The name in the page's language, for the button's label. */
  name: string;
  className?: string;
}) {
  const { t } = useTranslation('scores');
  const member = Boolean(useStoredValue('userInfo'));
  const favourites = useFavourites(member);
  const toggle = useToggleFavourite();
  const ids = favouriteIds(favourites.data);
  const followed = (kind === 'team' ? ids.teams : ids.competitions).has(id);
  const active = toggle.isPending ? toggle.variables.follow : followed;
  const label =
    kind === 'team'
      ? t(active ? 'favourite.unfollowTeam' : 'favourite.followTeam', { name })
      : t(active ? 'favourite.unfollowCompetition' : 'favourite.followCompetition', { name });
  return (
    <button
      type="button"
      data-testid={`favourite-${kind}`}
      data-id={id}
      aria-pressed={active}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      onClick={() => {
        if (!member) {
          openLoginDialog();
          return;
        }
        toggle.mutate({ kind, id, follow: !followed });
      }}
      className={cx(
        'inline-flex items-center justify-center rounded leading-none pointer-coarse:min-h-11 pointer-coarse:min-w-11',
        active ? 'text-amber-500' : 'text-slate-300 hover:text-amber-400',
        className,
      )}
    >
      <span aria-hidden="true">{active ? '★' : '☆'}</span>
    </button>
  );
}
