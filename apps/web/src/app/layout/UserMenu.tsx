import { useId, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { clearSession } from '../../shared/storage';
import { buttonClasses } from '../../shared/ui/Button';
import { useStoredValue } from '../../shared/use-stored-value';

/**
 * Login button, or the avatar with its hover panel (spec §2). Only the display exists: the
 * login flow itself comes with the login issue.
 */
export function UserMenu() {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const user = useStoredValue('userInfo');
  const [open, setOpen] = useState(false);
  const panelId = useId();

  if (!user) {
    return (
      <Link to="/login" className={buttonClasses('primary', 'sm')} data-testid="login-button">
        {t('login')}
      </Link>
    );
  }

  const name = user.user_nickname || String(user.id);
  const percent = Math.max(0, Math.min(100, user.exp_percent));
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const logout = () => {
    // Logging out of the chat service and calling Member/SignOut come with the login issue.
    clearSession();
    setOpen(false);
    void navigate('/main');
  };

  return (
    <div
      className="relative"
      data-testid="user-menu"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      role="presentation"
    >
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('user.menuLabel')}
        onClick={() => setOpen((value) => !value)}
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
      </button>
      {open && (
        <div
          id={panelId}
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
          <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-slate-500">{t('user.diamonds')}</dt>
              <dd className="font-semibold">{user.balances.diamonds ?? 0}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-slate-500">{t('user.goldCoins')}</dt>
              <dd className="font-semibold">{user.balances.gold_coins ?? user.gold}</dd>
            </div>
          </dl>
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
            onClick={logout}
            className="mt-2 w-full rounded-lg border border-slate-200 py-1.5 text-slate-700 hover:bg-slate-50"
          >
            {t('user.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
