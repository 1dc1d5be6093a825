import { useTranslation } from '../../shared/i18n/use-translation';
import { NavLink, useLocation } from 'react-router';
import { write } from '../../shared/storage';
import { cx } from '../../shared/ui/cx';
import { useDropdownMenu } from '../../shared/ui/use-dropdown-menu';

/** "Scores" with a menu for football and basketball, opened by hover, focus or click. */
export function ScoresMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const { open, setOpen, rootProps, triggerProps, menuProps } = useDropdownMenu();
  const active = /^\/(football|basketball)$/i.test(pathname);

  const choose = () => {
    write('index', 1);
    setOpen(false);
    onNavigate();
  };

  return (
    <div className="relative" {...rootProps}>
      <button
        type="button"
        {...triggerProps}
        onClick={() => setOpen((value) => !value)}
        className={cx(
          'flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium',
          active ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white',
        )}
      >
        {t('scores')}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {open && (
        <div
          {...menuProps}
          aria-label={t('scoresMenu')}
          role="group"
          className="z-10 flex flex-col gap-1 py-1 lg:absolute lg:top-full lg:left-0 lg:min-w-36 lg:rounded-lg lg:bg-white lg:p-1 lg:shadow-lg"
        >
          {(['football', 'basketball'] as const).map((sport) => (
            <NavLink
              key={sport}
              to={`/${sport}`}
              onClick={choose}
              className={({ isActive }) =>
                cx(
                  'rounded-md px-3 py-2 pl-6 text-sm lg:pl-3',
                  isActive
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-200 hover:bg-white/10 lg:text-slate-700 lg:hover:bg-slate-100',
                )
              }
            >
              {t(sport)}
            </NavLink>
          ))}
        </div>
      )}
    </div>
  );
}
