import { useTranslation } from '../../shared/i18n/use-translation';
import { refusalMessage } from '../../shared/refusal-message';
import { Button } from '../../shared/ui/Button';

/**
 * A part of the centre that did not load: the server's reason when it refused, else what
 * failed and what to do; with a retry.
 */
export function PartError({
  text,
  error,
  onRetry,
  retrying,
}: {
  text: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('distribution');
  return (
    <div
      role="alert"
      data-state="error"
      className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm text-slate-700"
    >
      <p>{refusalMessage(error) ?? text}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
