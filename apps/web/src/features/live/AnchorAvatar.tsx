import { useState } from 'react';
import { cx } from '../../shared/ui/cx';

const SIZES = { sm: 'size-8 text-sm', md: 'size-12 text-lg', lg: 'size-16 text-2xl' } as const;

/** A round avatar; the first letter of the name when there is no picture or it fails. */
export function AnchorAvatar({
  src,
  name,
  size = 'md',
}: {
  src: string;
  name: string;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        className={cx(
          'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700',
          SIZES[size],
        )}
      >
        {Array.from(name.trim())[0] ?? '?'}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailed(true)}
      className={cx('shrink-0 rounded-full bg-slate-200 object-cover', SIZES[size])}
    />
  );
}
