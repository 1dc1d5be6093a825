import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import {
  applyUpdate,
  onPushAlert,
  onUpdateWaiting,
  registerServiceWorker,
  updateWaiting,
} from '../../shared/pwa/service-worker';
import { Button } from '../../shared/ui/Button';
import { useLiveDataAway } from '../../shared/use-live-data-away';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * The installable app's states (issue 25): offline (the page shows what it last loaded), live
 * updates away while online (reconnecting; issue 27), a new version waiting (reload into it),
 * and alerts the service worker hands the page in view.
 */
export function AppStatusBar() {
  const { t } = useTranslation('common');
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const update = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  const [updating, setUpdating] = useState(false);
  const away = useLiveDataAway();

  useEffect(() => {
    // After the page has loaded: the worker's shell download never competes with first paint.
    const start = () => void registerServiceWorker();
    if (document.readyState === 'complete') {
      const timer = setTimeout(start, 2_000);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  useEffect(
    () => onPushAlert((alert) => showToast(`${alert.title}\n${alert.body}`, { durationMs: 8_000 })),
    [],
  );

  if (online && !update && !away) return null;
  const kind = !online ? 'offline' : update ? 'update' : 'reconnecting';
  return (
    <div
      role="status"
      data-testid={`app-${kind}`}
      className="fixed inset-x-0 bottom-0 z-[70] flex flex-wrap items-center justify-center gap-3 bg-slate-900 px-4 py-2 text-sm text-white"
    >
      <span>
        {kind === 'offline'
          ? t('app.offline')
          : kind === 'update'
            ? t('app.updateReady')
            : t('app.reconnecting')}
      </span>
      {kind === 'update' && (
        <Button
          size="sm"
          variant="secondary"
          loading={updating}
          onClick={() => {
            setUpdating(true);
            applyUpdate();
          }}
        >
          {t('app.reload')}
        </Button>
      )}
    </div>
  );
}
