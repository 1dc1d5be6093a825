import { splitEmojiText } from '@tifo/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { EmojiText } from '../../chat';
import { FAN_DANMAKU_COLOUR_CLASS, FanBadgePill } from '../../fan-groups';
import type { DanmakuEntry, DanmakuFeed } from './danmaku-feed';
import {
  DANMAKU_AREA_SHARE,
  DANMAKU_FONT_PX,
  useReducedMotion,
  type DanmakuSettings,
} from './danmaku-settings';
import { estimateWidth, flySpeed, LaneScheduler, laneCount } from './lanes';

/** Most messages on screen at once; more are shown in the chat list only. */
const MAX_ON_SCREEN = 80;
/**
 * Paid and advertising barrages fly this much bigger; their tighter line height keeps them
 * within the lane (1.5 × the normal font size).
 */
const HIGHLIGHT_SCALE = 1.2;
const LANE_LINE_HEIGHT = 1.5;

interface FlyingItem {
  key: string;
  text: string;
  /** Shown before the text of an advertising barrage. */
  nickname: string;
  highlight: DanmakuEntry['highlight'];
  fanBadge: DanmakuEntry['fanBadge'];
  mine: boolean;
  top: number;
  stageWidth: number;
  estimatedWidth: number;
  /** px/s, the same for every message on a stage so that none catches up with another. */
  speed: number;
}

/** Width guess of a message whose emoji codes are drawn as one square image each. */
function estimateMessageWidth(text: string, fontPx: number): number {
  const drawn = splitEmojiText(text)
    .map((part) => (part.kind === 'text' ? part.text : '囗'))
    .join('');
  return estimateWidth(drawn, fontPx);
}

/**
 * Room messages flying right to left over the video in lanes; paid and advertising barrages
 * (this room's, and other rooms' adverts) fly bigger and coloured, an advert with its sender.
 * Only messages the feed brings while the overlay is on screen fly (never the chat's history).
 * Text is rendered as text, never as HTML. Nothing flies when danmaku are switched off or the
 * system asks for reduced motion: messages then appear in the chat list only.
 */
export function DanmakuOverlay({
  feed,
  settings,
  myUserId,
}: {
  feed: DanmakuFeed;
  settings: DanmakuSettings;
  myUserId: number | null;
}) {
  const reducedMotion = useReducedMotion();
  const active = settings.show && !reducedMotion;
  const stage = useRef<HTMLDivElement>(null);
  const lanes = useRef(new LaneScheduler());
  const [items, setItems] = useState<FlyingItem[]>([]);

  const fontPx = DANMAKU_FONT_PX[settings.size];
  const areaShare = DANMAKU_AREA_SHARE[settings.area];

  useEffect(() => {
    if (!active) return;
    return feed.subscribe((entry) => {
      const width = stage.current?.clientWidth ?? 0;
      const height = stage.current?.clientHeight ?? 0;
      const laneHeight = Math.round(fontPx * LANE_LINE_HEIGHT);
      const count = laneCount({ areaHeight: height * areaShare, laneHeight });
      const speed = flySpeed(width);
      const itemFontPx = entry.highlight ? fontPx * HIGHLIGHT_SCALE : fontPx;
      // An advert also shows its tag and sender, a fan their badge: a rough allowance for them.
      const badge = entry.fanBadge ? `${entry.fanBadge.name} ${entry.fanBadge.level} ` : '';
      const drawn =
        entry.highlight === 'advert'
          ? `AD ${entry.nickname}: ${entry.text}`
          : `${badge}${entry.text}`;
      const estimated = estimateMessageWidth(drawn, itemFontPx);
      const lane = lanes.current.reserve(performance.now(), count, estimated, speed);
      if (lane === null) return;
      const item: FlyingItem = {
        key: entry.key,
        text: entry.text,
        nickname: entry.nickname,
        highlight: entry.highlight,
        fanBadge: entry.fanBadge,
        mine: myUserId !== null && entry.from === String(myUserId),
        top: lane * laneHeight,
        stageWidth: width,
        estimatedWidth: estimated,
        speed,
      };
      setItems((current) => [...current, item].slice(-MAX_ON_SCREEN));
    });
  }, [feed, active, fontPx, areaShare, myUserId]);

  useEffect(() => {
    if (active) return;
    setItems([]);
    lanes.current.clear();
  }, [active]);

  const remove = useCallback((key: string) => {
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
          <FlyingMessage key={item.key} item={item} fontPx={fontPx} onDone={remove} />
        ))}
    </div>
  );
}

function FlyingMessage({
  item,
  fontPx,
  onDone,
}: {
  item: FlyingItem;
  fontPx: number;
  onDone: (key: string) => void;
}) {
  const { t } = useTranslation('live');
  const element = useRef<HTMLSpanElement>(null);
  // Paid and advertising barrages keep their own colours.
  const fanColoured = !item.highlight && item.fanBadge?.coloured === true;
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
      data-highlight={item.highlight ?? undefined}
      data-fan-coloured={fanColoured || undefined}
      className={cx(
        'absolute left-full whitespace-pre',
        item.highlight === 'paid'
          ? 'font-bold text-amber-300'
          : item.highlight === 'advert'
            ? 'bg-violet-700/60 font-bold text-fuchsia-100'
            : fanColoured
              ? FAN_DANMAKU_COLOUR_CLASS
              : 'font-medium text-white',
        item.highlight === 'advert' ? 'rounded-full px-2' : item.mine && 'rounded px-1',
        item.mine && 'border border-amber-300',
      )}
      style={{
        top: item.top,
        fontSize: item.highlight ? fontPx * HIGHLIGHT_SCALE : fontPx,
        lineHeight: item.highlight ? LANE_LINE_HEIGHT / HIGHLIGHT_SCALE : LANE_LINE_HEIGHT,
        textShadow: '0 0 2px #000, 0 0 2px #000',
      }}
    >
      {item.highlight === 'advert' && (
        <>
          <span className="mr-1 rounded bg-fuchsia-500 px-1 align-middle text-[0.6em] text-white [text-shadow:none]">
            {t('barrageKind.adTag')}
          </span>
          {item.nickname}
          {t('chat.colon')}
        </>
      )}
      {item.fanBadge && (
        <FanBadgePill
          name={item.fanBadge.name}
          level={item.fanBadge.level}
          size="relative"
          className="mr-1 [text-shadow:none]"
        />
      )}
      <EmojiText text={item.text} className="" emojiClassName="h-[1.2em] w-[1.2em]" />
    </span>
  );
}
