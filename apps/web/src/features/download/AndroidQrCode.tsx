import { useTranslation } from '../../shared/i18n/use-translation';
import { useSystemSettings } from '../../shared/system-settings';
import { Skeleton } from '../../shared/ui/Surface';

/** The Android download QR code from system settings, with loading and failure states. */
export function AndroidQrCode() {
  const { t } = useTranslation('download');
  const settings = useSystemSettings();
  const image = settings.data?.android_qr_code;

  return (
    <div className="flex flex-col items-center gap-2">
      {image ? (
        <img
          src={image}
          alt={t('qrAlt')}
          width={176}
          height={176}
          data-testid="android-qr"
          className="size-44 rounded-lg bg-white p-2 ring-1 ring-slate-200"
        />
      ) : settings.isPending || settings.isFetching ? (
        <Skeleton className="size-44" />
      ) : (
        <p className="flex size-44 items-center justify-center rounded-lg bg-slate-100 p-4 text-center text-xs text-slate-500">
          {t('qrUnavailable')}
        </p>
      )}
      <p className="text-sm text-slate-600">{t('scan')}</p>
      <p className="font-semibold text-slate-900">{t('supported')}</p>
      {settings.data?.android_download_url && (
        <a
          href={settings.data.android_download_url}
          className="text-sm text-brand-700 underline underline-offset-4"
        >
          {t('androidLink')}
        </a>
      )}
    </div>
  );
}
