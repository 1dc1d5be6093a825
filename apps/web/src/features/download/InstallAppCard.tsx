import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { installApp, installState, onInstallStateChange } from '../../shared/pwa/install-prompt';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Surface';

/** The web app, beside the Android download: installs from the browser, updates itself. */
export function InstallAppCard() {
  const { t } = useTranslation('download');
  const state = useSyncExternalStore(onInstallStateChange, installState, () => 'manual' as const);
  const [busy, setBusy] = useState(false);
  return (
    <Card title={t('web.title')} data-testid="install-app" data-state={state}>
      <p className="mb-3 text-sm text-slate-700">{t('web.why')}</p>
      {state === 'installed' ? (
        <p className="text-sm font-medium text-emerald-700">{t('web.installed')}</p>
      ) : state === 'offered' ? (
        <Button
          loading={busy}
          onClick={() => {
            setBusy(true);
            void installApp().finally(() => setBusy(false));
          }}
        >
          {t('web.install')}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{t(state === 'ios' ? 'web.ios' : 'web.manual')}</p>
      )}
    </Card>
  );
}
