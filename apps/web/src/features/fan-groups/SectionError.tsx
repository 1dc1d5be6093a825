import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';

/** A part of the section that did not load: what failed, and a retry. */
export function SectionError({
  text,
  onRetry,
  retrying,
}: {
  text: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('fans');
  return (
    <div
      role="alert"
      data-state="error"
      className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm text-slate-700"
    >
      <p>{text}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('panel.retry')}
      </Button>
    </div>
  );
}
