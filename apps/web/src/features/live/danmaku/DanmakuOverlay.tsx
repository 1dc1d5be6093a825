import type { Barrage } from '@tifo/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../../shared/ui/cx';
import {
  DANMAKU_AREA_SHARE,
  DANMAKU_FONT_PX,
  useReducedMotion,
  type DanmakuSettings,
} from './danmaku-settings';
import { estimateWidth, flySpeed, LaneScheduler, laneCount } from './lanes';

/** Most barrages on screen at once; more are shown in the list only. */
const MAX_ON_SCREEN = 80;

interface FlyingItem {
  key: number;
  text: string;
  mine: boolean;
  top: number;
  stageWidth: number;
  estimatedWidth: number;
  /** px/s, the same for every barrage on a stage so that none catches up with another. */
  speed: number;
}

/**
 * Barrages flying right to left over the video in lanes. Only barrages that arrive while the
 * page is open fly (the history loaded with the page does not). Text is rendered as text,
 * never as HTML. Nothing flies when danmaku are switched off or the system asks for reduced
 * motion: barrages then appear in the chat list only.
 */
export function DanmakuOverlay({
  barrages,
  settings,
  myUserId,
}: {
  barrages: readonly Barrage[] | undefined;
  settings: DanmakuSettings;
  myUserId: number | null;
}) {
  const reducedMotion = useReducedMotion();
  const active = settings.show && !reducedMotion;
  const stage = useRef<HTMLDivElement>(null);
  const seen = useRef<Set<number> | null>(null);
  const lanes = useRef(new LaneScheduler());
  const [items, setItems] = useState<FlyingItem[]>([]);

  const fontPx = DANMAKU_FONT_PX[settings.size];
  const areaShare = DANMAKU_AREA_SHARE[settings.area];

  useEffect(() => {
    if (!barrages) return;
    if (seen.current === null) {
      seen.current = new Set(barrages.map((barrage) => barrage.id));
      return;
    }
    const known = seen.current;
    const fresh = barrages.filter((barrage) => !known.has(barrage.id));
    fresh.forEach((barrage) => known.add(barrage.id));
    if (!active || fresh.length === 0) return;
    const width = stage.current?.clientWidth ?? 0;
    const height = stage.current?.clientHeight ?? 0;
    const laneHeight = Math.round(fontPx * 1.5);
    const count = laneCount({ areaHeight: height * areaShare, laneHeight });
    const speed = flySpeed(width);
    const now = performance.now();
    const launched: FlyingItem[] = [];
    for (const barrage of fresh) {
      const estimated = estimateWidth(barrage.text, fontPx);
      const lane = lanes.current.reserve(now, count, estimated, speed);
      if (lane === null) continue;
      launched.push({
        key: barrage.id,
        text: barrage.text,
        mine: barrage.user_id === myUserId,
        top: lane * laneHeight,
        stageWidth: width,
        estimatedWidth: estimated,
        speed,
      });
    }
    if (launched.length > 0) setItems((current) => [...current, ...launched].slice(-MAX_ON_SCREEN));
  }, [barrages, active, fontPx, areaShare, myUserId]);

  useEffect(() => {
    if (active) return;
    setItems([]);
    lanes.current.clear();
  }, [active]);

  const remove = useCallback((key: number) => {
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  return (
    <div
      ref={stage}
      aria-hidden="true"
      data-testid="danmaku-overlay"
      data-active={active}
      className="pointer-events-none absolute inset-0 overflow-hidden"
      style={{ opacity: settings.opacity / 100 }}
    >
      {active &&
        items.map((item) => (
          <FlyingBarrage key={item.key} item={item} fontPx={fontPx} onDone={remove} />
        ))}
    </div>
  );
}

function FlyingBarrage({
  item,
  fontPx,
  onDone,
}: {
  item: FlyingItem;
  fontPx: number;
  onDone: (key: number) => void;
}) {
  const element = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    // From just off the right edge until the tail has left on the left, at the stage's speed.
    const distance = item.stageWidth + (node.offsetWidth || item.estimatedWidth);
    const duration = (distance / item.speed) * 1000;
    if (typeof node.animate !== 'function') {
      const timer = setTimeout(() => onDone(item.key), duration);
      return () => clearTimeout(timer);
    }
    const animation = node.animate(
      [{ transform: 'translateX(0)' }, { transform: `translateX(-${distance}px)` }],
      { duration, easing: 'linear', fill: 'forwards' },
    );
    animation.onfinish = () => onDone(item.key);
    return () => animation.cancel();
  }, [item, onDone]);
  return (
    <span
      ref={element}
      data-testid="danmaku-item"
      className={cx(
        'absolute left-full whitespace-pre font-medium text-white',
        item.mine && 'rounded border border-amber-300 px-1',
      )}
      style={{
        top: item.top,
        fontSize: fontPx,
        lineHeight: 1.5,
        textShadow: '0 0 2px #000, 0 0 2px #000',
      }}
    >
      {item.text}
    </span>
  );
}
