import { useTranslation } from '../../shared/i18n/use-translation';
import { buttonClasses } from '../../shared/ui/Button';
import { requestIdOf } from './request-id';

/**
 * What a render error shows instead of a white screen. Its strings are in `common`, which is
 * loaded before the first render: a lazy namespace that failed to load cannot take it down too.
 * Both actions load a whole new page (no router state, no cached component) rather than render
 * again what just broke.
 */
export function CrashPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const requestId = requestIdOf(error);
  return (
    <main
      role="alert"
      data-testid="crash-page"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{t('crash.title')}</h1>
      <p className="text-slate-600">{t('crash.description')}</p>
      {requestId && (
        <p data-testid="crash-request-id" className="font-mono text-sm text-slate-500">
          {t('crash.requestId', { id: requestId })}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonClasses('primary', 'md')}
          onClick={() => window.location.reload()}
        >
          {t('crash.reload')}
        </button>
        <a href="/main" className={buttonClasses('secondary', 'md')}>
          {t('action.backHome')}
        </a>
      </div>
    </main>
  );
}
