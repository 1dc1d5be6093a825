import { useTranslation } from '../i18n/use-translation';
import { cx } from './cx';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const { t } = useTranslation();
  const dimension = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' }[size];
  return (
    <span
      role="status"
      aria-label={label ?? t('state.loading')}
      className={cx(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        dimension,
      )}
    />
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-600">
      <Spinner size="lg" />
    </div>
  );
}
