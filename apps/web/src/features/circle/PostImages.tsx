import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { Dialog } from '../../shared/ui/Dialog';

/** A post's pictures in a grid; clicking one opens it large, with the others a step away. */
export function PostImages({ images }: { images: readonly string[] }) {
  const { t } = useTranslation('circles');
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const shown = open === null ? undefined : images[open];
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + images.length) % images.length));
  return (
    <>
      <ul
        aria-label={t('post.pictures')}
        className={cx('grid max-w-xl gap-2', images.length === 1 ? 'grid-cols-1' : 'grid-cols-2')}
      >
        {images.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('post.openPicture', { number: index + 1, total: images.length })}
              className="block w-full overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={image}
                alt=""
                loading="lazy"
                decoding="async"
                data-testid="post-image"
                className={cx(
                  'w-full object-cover transition hover:opacity-90',
                  images.length === 1 ? 'max-h-[28rem]' : 'aspect-square',
                )}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && shown && (
        <Dialog
          open
          onClose={() => setOpen(null)}
          title={t('post.pictureTitle', { number: open + 1, total: images.length })}
          width={960}
          fullScreenOnPhone
          testId="post-image-viewer"
          footer={
            images.length > 1 ? (
              <>
                <Button variant="secondary" size="sm" onClick={() => step(-1)}>
                  {t('post.previousPicture')}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => step(1)}>
                  {t('post.nextPicture')}
                </Button>
              </>
            ) : undefined
          }
        >
          <img
            src={shown}
            alt={t('post.pictureTitle', { number: open + 1, total: images.length })}
            className="mx-auto max-h-[75vh] w-auto max-w-full rounded-lg object-contain"
          />
        </Dialog>
      )}
    </>
  );
}
