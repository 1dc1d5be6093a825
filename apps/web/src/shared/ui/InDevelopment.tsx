import { useTranslation } from '../i18n/use-translation';
import { cx } from './cx';
import { Icon } from './Icon';

/**
 * Honest placeholder for a feature a later issue builds: it says what will be here and never
 * shows made-up data.
 */
export function InDevelopment({
  description,
  compact = false,
}: {
  description: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-state="in-development"
      className={cx(
        'flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white/60 text-center',
        compact ? 'px-4 py-6' : 'px-6 py-12',
      )}
    >
      <span className="flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Icon name="wrench" />
      </span>
      <p className="font-semibold text-slate-800">{t('inDevelopment.title')}</p>
      <p className="max-w-lg text-sm text-slate-600">{description}</p>
    </div>
  );
}
