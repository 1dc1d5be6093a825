import { useTranslation } from '../../shared/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { preloadLoginDialog } from '../../features/auth/LoginDialogHost';
import { memberScopedKey } from '../../shared/session/member-scope';
import { logout } from '../../features/auth/session';
import { SignInPanelSlot } from '../../features/sign-in/SignInPanelSlot';
import { TaskPanelSlot } from '../../features/tasks/TaskPanelSlot';
import { openRecharge } from '../../shared/wallet/recharge-opener';
import { buttonClasses } from '../../shared/ui/Button';
import { useDropdownMenu } from '../../shared/ui/use-dropdown-menu';
import { useStoredValue } from '../../shared/use-stored-value';

/**
 * Login button (opens the login dialog), or the avatar with its panel (spec §2): opens on
 * hover, on focus and on click; Escape or leaving closes it (`useDropdownMenu`).
 */
export function UserMenu() {
  const { t } = useTranslation('nav');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useStoredValue('userInfo');
  const { open, setOpen, rootProps, triggerProps, menuProps } = useDropdownMenu();

  if (!user) {
    return (
      <Link
        to="/login"
        className={buttonClasses('primary', 'sm')}
        data-testid="login-button"
        onPointerEnter={preloadLoginDialog}
        onFocus={preloadLoginDialog}
        onClick={(event) => {
          // The link still works as a page when opened in a new tab.
          event.preventDefault();
          openLoginDialog();
        }}
      >
        {t('login')}
      </Link>
    );
  }

  const name = user.user_nickname || String(user.id);
  const percent = Math.max(0, Math.min(100, user.exp_percent));
  const onLogout = () => {
    setOpen(false);
    queryClient.removeQueries({ queryKey: memberScopedKey });
    void logout({ getLocation: () => location, navigate: (to) => void navigate(to) });
  };

  return (
    <div className="relative" data-testid="user-menu" {...rootProps}>
      <button
        type="button"
        {...triggerProps}
        // Focus already opens the panel, so a click never closes it again at once.
        onClick={() => setOpen(true)}
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-white/10"
      >
        {user.avatar ? (
          <img
            src={user.avatar}
            alt={t('user.avatarAlt', { name })}
            className="size-8 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-600 font-semibold"
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="hidden max-w-28 truncate text-sm sm:inline">{name}</span>
        {/* Named by what it shows, then what it is: voice control finds it by the nickname. */}
        <span className="sr-only">{t('user.menuLabel')}</span>
      </button>
      {open && (
        <div
          {...menuProps}
          data-testid="user-panel"
          className="absolute top-full right-0 z-30 w-64 rounded-xl bg-white p-4 text-sm text-slate-800 shadow-xl"
        >
          <p className="truncate font-semibold">{name}</p>
          {user.create_time_str !== '' && (
            <p className="text-xs text-slate-500">
              {t('user.joinedDays', { days: user.create_time_str })}
            </p>
          )}
          <div className="mt-3 flex items-center gap-2">
            <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-800">
              {t('user.level', { level: user.userlevel })}
            </span>
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('user.levelProgress', { percent })}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-amber-500" style={{ width: `${percent}%` }} />
            </div>
          </div>
          <p className="mt-3 text-xs font-medium text-slate-500">{t('user.wallet')}</p>
          <dl className="mt-1 grid grid-cols-2 gap-2 text-xs" data-testid="user-wallet">
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-slate-500">{t('user.diamonds')}</dt>
              <dd className="font-semibold">{user.balances.diamonds ?? 0}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-slate-500">{t('user.goldCoins')}</dt>
              <dd className="font-semibold">{user.balances.gold_coins ?? user.gold}</dd>
            </div>
          </dl>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <button
              type="button"
              data-testid="user-recharge"
              className={buttonClasses('primary', 'sm')}
              onClick={() => {
                setOpen(false);
                openRecharge();
              }}
            >
              {t('user.recharge')}
            </button>
            <Link to="/member?section=wallet" className={buttonClasses('secondary', 'sm')}>
              {t('user.myWallet')}
            </Link>
          </div>
          <div className="mt-3">
            <SignInPanelSlot onOpenDialog={() => setOpen(false)} />
          </div>
          <div className="mt-2">
            <TaskPanelSlot />
          </div>
          <nav className="mt-3 flex flex-col">
            <Link to="/member?type=8" className="rounded px-2 py-1.5 hover:bg-slate-100">
              {t('user.activityCentre')}
            </Link>
            <Link to="/member?type=0" className="rounded px-2 py-1.5 hover:bg-slate-100">
              {t('user.mySpace')}
            </Link>
            <Link
              to={user.is_anchor !== 0 ? '/member?type=9' : '/member?type=7'}
              className="rounded px-2 py-1.5 hover:bg-slate-100"
            >
              {user.is_anchor !== 0 ? t('user.myLive') : t('user.applyAnchor')}
            </Link>
          </nav>
          <button
            type="button"
            onClick={onLogout}
            data-testid="logout"
            className="mt-2 w-full rounded-lg border border-slate-200 py-1.5 text-slate-700 hover:bg-slate-50"
          >
            {t('user.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
