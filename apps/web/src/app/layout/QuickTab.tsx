import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { cx } from '../../shared/ui/cx';
import { Link } from 'react-router';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { preloadLoginDialog } from '../../features/auth/LoginDialogHost';
import { openSignIn } from '../../features/sign-in/sign-in-opener';
import { useStoredValue } from '../../shared/use-stored-value';
import { useScrollPast } from './use-scroll-past';
import { Icon } from '../../shared/ui/Icon';

const itemClasses =
  'flex w-14 flex-col items-center gap-0.5 px-1 py-2 text-[11px] leading-tight text-slate-600 hover:bg-brand-50 hover:text-brand-700';

/**
 * The quick tab fixed at the right edge: sign in, download app, feedback, back to top. On a
 * phone it would cover the page (the live room's chat), so there it tucks into one small button
 * that opens it.
 */
export function QuickTab({ onOpenDownload }: { onOpenDownload: () => void }) {
  const { t } = useTranslation('nav');
  const user = useStoredValue('userInfo');
  const scrolled = useScrollPast(300);
  const [open, setOpen] = useState(false);
  const listId = useId();

  return (
    <aside
      aria-label={t('quick.label')}
      className="fixed right-2 bottom-24 z-40 flex flex-col items-end gap-2"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="quick-tab-toggle"
        onClick={() => setOpen((value) => !value)}
        className="flex size-11 items-center justify-center rounded-full bg-white text-slate-700 shadow-lg ring-1 ring-slate-200 sm:hidden"
      >
        <Icon name={open ? 'close' : 'more'} />
        <span className="sr-only">{t(open ? 'quick.hide' : 'quick.show')}</span>
      </button>
      <div
        id={listId}
        className={cx(
          'flex-col overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200 sm:flex',
          open ? 'flex' : 'hidden',
        )}
      >
        {user ? (
          <button
            type="button"
            className={itemClasses}
            data-testid="quick-sign-in"
            onClick={openSignIn}
          >
            <Icon name="calendar" />
            {t('quick.signIn')}
          </button>
        ) : (
          <Link
            to="/login"
            className={itemClasses}
            data-testid="quick-sign-in"
            onPointerEnter={preloadLoginDialog}
            onClick={(event) => {
              event.preventDefault();
              openLoginDialog();
            }}
          >
            <Icon name="calendar" />
            {t('quick.signIn')}
          </Link>
        )}
        <button type="button" className={itemClasses} onClick={onOpenDownload}>
          <Icon name="phone" />
          {t('quick.download')}
        </button>
        <Link to="/feedback" className={itemClasses}>
          <Icon name="chat" />
          {t('quick.feedback')}
        </Link>
        {scrolled && (
          <button
            type="button"
            className={itemClasses}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <Icon name="arrowUp" />
            {t('quick.backToTop')}
          </button>
        )}
      </div>
    </aside>
  );
}
