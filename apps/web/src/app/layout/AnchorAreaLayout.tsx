import { ANCHOR_CATEGORIES, LIMITS } from '@tifo/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import { read, write } from '../../shared/storage';
import { cx } from '../../shared/ui/cx';
import { useStoredValue } from '../../shared/use-stored-value';

type SidebarKey =
  | 'follow'
  | 'rank'
  | 'recommended'
  | 'football'
  | 'basketball'
  | 'chessAndEsports'
  | 'tennis'
  | 'badminton'
  | 'other';

interface SidebarItem {
  key: SidebarKey;
  to: string;
  icon: string;
  path: string;
  type?: number;
}

const ITEMS: readonly SidebarItem[] = [
  { key: 'follow', to: '/attention', path: '/attention', icon: '♥' },
  { key: 'rank', to: '/rank', path: '/rank', icon: '🏆' },
  ...(
    [
      ['recommended', ANCHOR_CATEGORIES.recommended, '★'],
      ['football', ANCHOR_CATEGORIES.football, '⚽'],
      ['basketball', ANCHOR_CATEGORIES.basketball, '🏀'],
      ['chessAndEsports', ANCHOR_CATEGORIES.chessAndEsports, '🎮'],
      ['tennis', ANCHOR_CATEGORIES.tennis, '🎾'],
      ['badminton', ANCHOR_CATEGORIES.badminton, '🏸'],
      ['other', ANCHOR_CATEGORIES.other, '…'],
    ] as const
  ).map(([key, type, icon]) => ({ key, type, icon, path: '/anchor', to: `/anchor?type=${type}` })),
];

/** Closes the sidebar whenever the window is narrower than the mobile breakpoint. */
function useAutoCloseSidebar() {
  useEffect(() => {
    const check = () => {
      if (window.innerWidth < LIMITS.mobileBreakpointPx && read('sidebarStatus')) {
        write('sidebarStatus', false);
      }
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
}

/** Layout of /anchor, /rank and /attention: the category sidebar beside the page. */
export function AnchorAreaLayout() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const open = useStoredValue('sidebarStatus');
  useAutoCloseSidebar();
  const currentType = Number(params.get('type') ?? ANCHOR_CATEGORIES.recommended);

  return (
    <div className="mx-auto flex max-w-7xl gap-4 px-3 py-4 lg:px-4">
      <aside
        aria-label={t('sidebar.label')}
        data-testid="anchor-sidebar"
        data-open={open ? 'true' : 'false'}
        className={cx(
          'shrink-0 self-start rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-[width]',
          open ? 'w-44' : 'w-12',
        )}
      >
        <button
          type="button"
          onClick={() => write('sidebarStatus', !open)}
          aria-expanded={open}
          aria-label={open ? t('sidebar.close') : t('sidebar.open')}
          className="flex w-full items-center justify-center border-b border-slate-100 py-2 text-slate-500 hover:text-slate-900"
        >
          <span aria-hidden="true">{open ? '«' : '»'}</span>
        </button>
        <nav>
          <ul className="flex flex-col py-1">
            {ITEMS.map((item) => {
              const active =
                pathname.toLowerCase() === item.path &&
                (item.type === undefined || item.type === currentType);
              return (
                <li key={item.key}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    title={open ? undefined : t(`sidebar.${item.key}`)}
                    className={cx(
                      'flex items-center gap-2 px-3 py-2 text-sm',
                      active
                        ? 'bg-brand-50 font-semibold text-brand-700'
                        : 'text-slate-700 hover:bg-slate-50',
                      !open && 'justify-center',
                    )}
                  >
                    <span aria-hidden="true" className="w-5 text-center">
                      {item.icon}
                    </span>
                    <span className={open ? undefined : 'sr-only'}>{t(`sidebar.${item.key}`)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
