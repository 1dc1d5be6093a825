import { useTranslation } from '../i18n/use-translation';
import { Button } from './Button';

/** A list that failed to load, with a retry button. */
export function LoadError({
  onRetry,
  retrying = false,
}: {
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-state="error"
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-10 text-center ring-1 ring-slate-200"
    >
      <p className="text-slate-700">{t('state.error')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}
