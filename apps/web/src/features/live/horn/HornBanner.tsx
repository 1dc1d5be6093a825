import type { Horn } from '@tifo/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { NobleBadge } from '../chat/NobleBadge';
import { useReducedMotion } from '../danmaku/danmaku-settings';
import { HORN_BANNER_MS } from './use-horn-banner';

/**
 * An approved global horn across the top of the live room: the sender (with their noble rank)
 * and the text run across once, like a marquee, for the banner's ten seconds. A horn sent from
 * a room links there. With reduced motion the text stands still.
 */
export function HornBanner({ horn, onClose }: { horn: Horn; onClose: () => void }) {
  const { t } = useTranslation('live');
  const reducedMotion = useReducedMotion();
  const viewport = useRef<HTMLSpanElement>(null);
  const track = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const node = track.current;
    // Without Web Animations (jsdom, old browsers) the text simply stands.
    if (reducedMotion || !node || typeof node.animate !== 'function') return;
    const from = viewport.current?.clientWidth ?? 0;
    const to = node.scrollWidth;
    const animation = node.animate(
      [{ transform: `translateX(${from}px)` }, { transform: `translateX(-${to}px)` }],
      { duration: HORN_BANNER_MS, easing: 'linear', fill: 'forwards' },
    );
    return () => animation.cancel();
  }, [horn, reducedMotion]);

  const message = (
    <>
      <span className="shrink-0 rounded-full bg-white/90 px-2 py-0.5 text-xs font-bold text-rose-600">
        {t('horn.banner.label')}
      </span>
      <span ref={viewport} className="min-w-0 flex-1 overflow-hidden">
        <span ref={track} data-testid="horn-banner-text" className="inline-block whitespace-nowrap">
          <NobleBadge tier={horn.sender.noble_tier ?? 0} />
          <span className="font-semibold">{horn.sender.nickname}</span>
          {t('chat.colon')}
          {horn.text}
        </span>
      </span>
    </>
  );

  return (
    <div
      data-testid="horn-banner"
      data-horn-id={horn.id}
      role="status"
      className="absolute top-2 left-1/2 z-30 flex w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 items-center gap-1 rounded-full bg-linear-to-r from-rose-600 to-amber-500 py-1 pr-1 pl-1.5 text-sm text-white shadow-lg"
    >
      {horn.room_id !== null ? (
        <Link
          to={`/live?id=${horn.room_id}`}
          data-testid="horn-banner-link"
          title={t('horn.banner.goToRoom', { nickname: horn.sender.nickname })}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-full hover:opacity-90"
        >
          {message}
        </Link>
      ) : (
        <span className="flex min-w-0 flex-1 items-center gap-2">{message}</span>
      )}
      <button
        type="button"
        data-testid="horn-banner-close"
        aria-label={t('horn.banner.close')}
        onClick={onClose}
        className="flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-white/20"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
