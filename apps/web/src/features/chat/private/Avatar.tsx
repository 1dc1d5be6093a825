import { cx } from '../../../shared/ui/cx';

/** A chat avatar; without a picture, the name's first letter on a tinted disc. */
export function Avatar({
  src,
  name,
  className,
}: {
  src: string;
  name: string;
  className?: string;
}) {
  const classes = cx('size-10 shrink-0 rounded-full', className);
  if (src) return <img src={src} alt="" className={cx(classes, 'bg-slate-100 object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={cx(
        classes,
        'flex items-center justify-center bg-brand-100 font-semibold text-brand-700 uppercase',
      )}
    >
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}
