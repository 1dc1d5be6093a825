import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, NavLink, useLocation } from 'react-router';
import { hasChatPermission, write } from '../../shared/storage';
import { useSystemSettings } from '../../shared/system-settings';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { cx } from '../../shared/ui/cx';
import { useStoredValue } from '../../shared/use-stored-value';
import { ScoresMenu } from './ScoresMenu';
import { SearchBox } from './SearchBox';
import { useTopBarHidden } from './top-bar-visibility';
import { UserMenu } from './UserMenu';

// Only members with the chat entry need the badge (and the private-chat code behind it).
const ChatUnreadBadge = lazy(async () => ({
  default: (await import('../../features/chat/private/ChatUnreadBadge')).ChatUnreadBadge,
}));

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white',
  );

/** The fixed top navigation bar (spec §2 "Navigation bar"). */
export function TopBar() {
  const { t } = useTranslation('nav');
  const location = useLocation();
  const hidden = useTopBarHidden(location.pathname);
  const user = useStoredValue('userInfo');
  const settings = useSystemSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const showChat = hasChatPermission(user);
  const closeMenu = () => setMenuOpen(false);

  const links = (
    <>
      <NavLink to="/main" className={linkClasses} onClick={() => write('index', 0)}>
        {t('home')}
      </NavLink>
      <ScoresMenu onNavigate={closeMenu} />
      <NavLink
        to="/anchor?type=0"
        className={linkClasses}
        onClick={() => {
          write('index', 2);
          closeMenu();
        }}
      >
        {t('live')}
      </NavLink>
      <NavLink
        to="/schedule?type=4"
        className={linkClasses}
        onClick={() => {
          write('index', 3);
          closeMenu();
        }}
      >
        {t('schedule')}
      </NavLink>
      <NavLink to="/news" className={linkClasses} onClick={closeMenu}>
        {t('news')}
      </NavLink>
      {showChat && (
        <NavLink to="/chat-chat" className={linkClasses} onClick={closeMenu} data-testid="nav-chat">
          {t('chat')}
          <Suspense fallback={null}>
            <ChatUnreadBadge />
          </Suspense>
        </NavLink>
      )}
      <NavLink to="/downLoad" className={linkClasses} onClick={closeMenu}>
        {t('download')}
      </NavLink>
      <NavLink to="/attention" className={linkClasses} onClick={closeMenu}>
        {t('follow')}
      </NavLink>
    </>
  );

  return (
    <header
      data-testid="top-bar"
      data-hidden={hidden ? 'true' : 'false'}
      className={cx(
        'fixed inset-x-0 top-0 z-50 bg-slate-900 text-white shadow-md transition-transform duration-300',
        hidden && !menuOpen && '-translate-y-full',
      )}
    >
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 lg:h-16 lg:px-4">
        <Link
          to="/main"
          className="mr-2 flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight"
        >
          <img src="/favicon.svg" alt="" className="size-7" />
          <span>{settings.data?.site_name || t('common:siteName')}</span>
        </Link>
        <nav aria-label={t('label')} className="hidden items-center gap-1 lg:flex">
          {links}
        </nav>
        <div className="ml-auto hidden w-56 lg:block">
          <SearchBox />
        </div>
        <LanguageSwitch className="hidden lg:flex" />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <UserMenu />
          <button
            type="button"
            className="rounded-md p-2 text-slate-100 hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              {menuOpen ? '✕' : '☰'}
            </span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <div
          id="mobile-nav"
          className="max-h-[calc(100vh-3.5rem)] overflow-y-auto border-t border-white/10 px-3 pb-4 lg:hidden"
        >
          <div className="py-3">
            <SearchBox onSubmitted={closeMenu} />
          </div>
          <nav aria-label={t('label')} className="flex flex-col gap-1">
            {links}
          </nav>
          <LanguageSwitch className="mt-3" />
        </div>
      )}
    </header>
  );
}
