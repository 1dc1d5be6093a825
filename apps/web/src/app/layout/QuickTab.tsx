import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { preloadLoginDialog } from '../../features/auth/LoginDialogHost';
import { showToast } from '../../shared/notifications';
import { useStoredValue } from '../../shared/use-stored-value';
import { useScrollPast } from './use-scroll-past';
import { Icon } from '../../shared/ui/Icon';

const itemClasses =
  'flex w-14 flex-col items-center gap-0.5 px-1 py-2 text-[11px] leading-tight text-slate-600 hover:bg-brand-50 hover:text-brand-700';

/** The quick tab fixed at the right edge: sign in, download app, feedback, back to top. */
export function QuickTab({ onOpenDownload }: { onOpenDownload: () => void }) {
  const { t } = useTranslation('nav');
  const user = useStoredValue('userInfo');
  const scrolled = useScrollPast(300);

  return (
    <aside
      aria-label={t('quick.label')}
      className="fixed right-2 bottom-24 z-40 flex flex-col overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      {user ? (
        <button
          type="button"
          className={itemClasses}
          // The daily check-in dialog comes with the sign-in issue.
          onClick={() => showToast(t('quick.signInPending'))}
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
    </aside>
  );
}
