import { cx } from '../../shared/ui/cx';

/** A thin bar filled to `share` (0…1), announced to screen readers as a percentage. */
export function ProgressBar({
  share,
  label,
  className,
}: {
  share: number;
  label: string;
  className?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 100);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
      className={cx('h-1.5 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-pink-500 to-orange-400"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
