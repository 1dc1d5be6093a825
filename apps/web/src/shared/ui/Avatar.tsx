import { useState } from 'react';
import { cx } from './cx';

/**
 * A round avatar (give its size in `className`); the name's first letter on a tinted disc
 * when there is no picture or it fails to load.
 */
export function Avatar({
  src,
  name,
  className,
}: {
  src: string;
  name: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return (
      <img
        src={src}
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
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 uppercase',
        className,
      )}
    >
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}
