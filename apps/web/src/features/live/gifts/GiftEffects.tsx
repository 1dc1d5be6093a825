import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Avatar } from '../../../shared/ui/Avatar';
import { useDanmakuSettings, useReducedMotion } from '../danmaku/danmaku-settings';
import { GIFT_EFFECT_LIMITS, type GiftEffect, type GiftEffectsState } from './effect-queue';

/** Distance of each float lane from the bottom of the video. */
const LANE_BOTTOM = ['14%', '28%', '42%'] as const;

const FLOAT_MOTION: Keyframe[] = [
  { transform: 'translateX(-110%)', opacity: 0 },
  { transform: 'translateX(0)', opacity: 1, offset: 0.12 },
  { transform: 'translateX(8%)', opacity: 1, offset: 0.85 },
  { transform: 'translateX(40%)', opacity: 0 },
];
const FULLSCREEN_MOTION: Keyframe[] = [
  { transform: 'scale(0.3)', opacity: 0 },
  { transform: 'scale(1.1)', opacity: 1, offset: 0.15 },
  { transform: 'scale(1)', opacity: 1, offset: 0.25 },
  { transform: 'scale(1)', opacity: 1, offset: 0.85 },
  { transform: 'scale(1.05)', opacity: 0 },
];
/** Reduced motion: the effect appears and fades, nothing moves. */
const FADE: Keyframe[] = [
  { opacity: 0 },
  { opacity: 1, offset: 0.1 },
  { opacity: 1, offset: 0.85 },
  { opacity: 0 },
];

function useMotion(ref: RefObject<HTMLElement | null>, keyframes: Keyframe[], duration: number) {
  useLayoutEffect(() => {
    const node = ref.current;
    // Without Web Animations (jsdom, old browsers) the effect simply shows for its time.
    if (!node || typeof node.animate !== 'function') return;
    const animation = node.animate(keyframes, { duration, easing: 'ease-out', fill: 'forwards' });
    return () => animation.cancel();
  }, [ref, keyframes, duration]);
}

/**
 * Gift effects over the video for everyone in the room: floats in up to three lanes in the
 * lower part, one full-screen effect at a time (the queue in effect-queue.ts decides what
 * shows). Hidden by "block effects"; decorative for screen readers, which hear the gift feed.
 */
export function GiftEffects({ effects }: { effects: GiftEffectsState }) {
  const [settings] = useDanmakuSettings();
  const reducedMotion = useReducedMotion();
  if (settings.blockEffects) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {effects.floats.map((effect) => (
        <FloatEffect key={effect.key} effect={effect} reducedMotion={reducedMotion} />
      ))}
      {effects.fullscreen && (
        <FullscreenEffect
          key={effects.fullscreen.key}
          effect={effects.fullscreen}
          reducedMotion={reducedMotion}
        />
      )}
    </div>
  );
}

function FloatEffect({ effect, reducedMotion }: { effect: GiftEffect; reducedMotion: boolean }) {
  const { t } = useTranslation('live');
  const element = useRef<HTMLDivElement>(null);
  useMotion(element, reducedMotion ? FADE : FLOAT_MOTION, GIFT_EFFECT_LIMITS.floatMs);
  const { gift } = effect;
  return (
    <div
      ref={element}
      data-testid="gift-effect"
      data-kind="float"
      data-gift-id={gift.gift_id}
      className="absolute left-2 flex max-w-[85%] items-center gap-2 rounded-full bg-linear-to-r from-amber-500/90 to-rose-500/60 py-1 pr-4 pl-1 text-sm text-white shadow-lg"
      style={{ bottom: LANE_BOTTOM[effect.lane] ?? LANE_BOTTOM[0] }}
    >
      <Avatar src={gift.sender.avatar} name={gift.sender.nickname} className="size-8 text-sm" />
      <span className="min-w-0 truncate">
        {t('gifts.sentBy', { name: gift.sender.nickname, gift: gift.gift_name })}
      </span>
      <img src={gift.image} alt="" className="-my-2 size-10 shrink-0" />
      <span className="text-lg font-bold text-yellow-200 italic tabular-nums">×{gift.count}</span>
    </div>
  );
}

function FullscreenEffect({
  effect,
  reducedMotion,
}: {
  effect: GiftEffect;
  reducedMotion: boolean;
}) {
  const { t } = useTranslation('live');
  const element = useRef<HTMLDivElement>(null);
  useMotion(element, reducedMotion ? FADE : FULLSCREEN_MOTION, GIFT_EFFECT_LIMITS.fullscreenMs);
  const { gift } = effect;
  return (
    <div className="absolute inset-0 flex items-center justify-center">
      <div
        ref={element}
        data-testid="gift-effect"
        data-kind="fullscreen"
        data-gift-id={gift.gift_id}
        className="flex max-w-[90%] flex-col items-center gap-2 text-white"
      >
        <img
          src={gift.image}
          alt=""
          className="size-32 drop-shadow-[0_0_24px_rgba(251,191,36,0.8)] sm:size-48"
        />
        <p className="max-w-full truncate rounded-full bg-black/55 px-4 py-1 text-base font-semibold">
          {t('gifts.sentBy', { name: gift.sender.nickname, gift: gift.gift_name })}{' '}
          <span className="text-yellow-300 tabular-nums">×{gift.count}</span>
        </p>
      </div>
    </div>
  );
}
