import { useTranslation } from '../../shared/i18n/use-translation';
import { Card } from '../../shared/ui/Surface';
import { AndroidQrCode } from './AndroidQrCode';
import { InstallAppCard } from './InstallAppCard';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** App download with install tutorials (spec §2, /downLoad and /download). */
export function DownloadPage() {
  const { t } = useTranslation('download');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <header className="mb-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('subtitle')}</p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex items-center justify-center">
          <AndroidQrCode />
        </Card>
        <InstallAppCard />
        {(['android', 'ios'] as const).map((platform) => (
          <Card key={platform} title={t(`${platform}.title`)}>
            <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
              {STEPS.map((step) => (
                <li key={step}>{t(`${platform}.${step}`)}</li>
              ))}
            </ol>
          </Card>
        ))}
      </div>
    </div>
  );
}
