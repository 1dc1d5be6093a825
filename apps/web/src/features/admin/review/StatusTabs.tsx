import { useTranslation } from '../../../shared/i18n/use-translation';
import { Tabs } from '../../../shared/ui/Tabs';

/** The states (or kinds) a queue can show: what waits, and what was decided. */
export function StatusTabs<S extends string>({
  statuses,
  value,
  onChange,
  labelOf,
  label,
}: {
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  labelOf: (status: S) => string;
  /** Names the tab list (default: the review state). */
  label?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  return (
    <Tabs
      label={label ?? t('review.statusFilter')}
      items={statuses.map((status) => ({ value: status, label: labelOf(status) }))}
      value={value}
      onChange={onChange}
    />
  );
}
