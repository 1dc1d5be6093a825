import { useState } from 'react';
import { cx } from '../../shared/ui/cx';

/** Discs for circles without an icon; the id picks one, so a circle keeps its colour. */
const DISCS = [
  'bg-brand-600',
  'bg-sky-600',
  'bg-emerald-600',
  'bg-amber-600',
  'bg-violet-600',
  'bg-slate-700',
] as const;

/**
 * A circle's icon (give its size in `className`), or the name's first character on a coloured
 * disc when it has none or the picture fails. Decorative: the name is always beside it.
 */
export function CircleIcon({
  circle,
  className,
}: {
  circle: { id: number; name: string; icon: string };
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (circle.icon && !broken) {
    return (
      <img
        src={circle.icon}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className={cx('shrink-0 rounded-full bg-slate-200 object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="circle-initial"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full font-semibold text-white uppercase',
        DISCS[circle.id % DISCS.length],
        className,
      )}
    >
      {Array.from(circle.name.trim())[0] ?? '?'}
    </span>
  );
}
