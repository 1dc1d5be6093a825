import { POST_ORDERS, type PostOrder } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { cx } from '../../shared/ui/cx';

/** A few exclusive choices as pressed/unpressed buttons (order hot/new, every or joined circle). */
export function ChoiceToggle<V extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  testId?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      className="inline-flex shrink-0 rounded-lg bg-slate-100 p-0.5"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cx(
            'rounded-md px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
            value === option.value
              ? 'bg-white text-brand-700 shadow-sm'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Hottest or newest first. */
export function PostOrderToggle({
  value,
  onChange,
}: {
  value: PostOrder;
  onChange: (order: PostOrder) => void;
}) {
  const { t } = useTranslation('circles');
  return (
    <ChoiceToggle
      label={t('order.label')}
      options={POST_ORDERS.map((order) => ({ value: order, label: t(`order.${order}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
