import type { GiftEvent } from '@tifo/contract';

/**
 * How gift effects share the video: a burst of gifts must never bury the match under a hundred
 * overlays. Every gift still gets its line in the gift feed; the effects are capped here.
 */
export const GIFT_EFFECT_LIMITS = {
  /** Floats on screen at once, one per lane. */
  floatLanes: 3,
  /** Floats waiting for a lane; beyond that the oldest waiting one is dropped. */
  floatsWaiting: 6,
  /** Full-screen effects waiting; one plays at a time. */
  fullscreensWaiting: 3,
  floatMs: 4_000,
  fullscreenMs: 3_000,
} as const;

export interface GiftEffect {
  key: number;
  /** The gift event; `count` and `total` grow when later sends merge into a waiting effect. */
  gift: GiftEvent;
  /** A float's lane, 0 being the lowest (full-screen effects ignore it). */
  lane: number;
}

export interface GiftEffectsState {
  floats: readonly GiftEffect[];
  fullscreen: GiftEffect | null;
  waitingFloats: readonly GiftEffect[];
  waitingFullscreens: readonly GiftEffect[];
}

export const NO_GIFT_EFFECTS: GiftEffectsState = {
  floats: [],
  fullscreen: null,
  waitingFloats: [],
  waitingFullscreens: [],
};

function sameSend(a: GiftEvent, b: GiftEvent): boolean {
  return a.sender.id === b.sender.id && a.gift_id === b.gift_id;
}

/** Queues an effect: the same sender's same gift adds up in one effect, overflow drops the oldest. */
function enqueue(
  waiting: readonly GiftEffect[],
  effect: GiftEffect,
  cap: number,
): readonly GiftEffect[] {
  const index = waiting.findIndex((entry) => sameSend(entry.gift, effect.gift));
  const existing = waiting[index];
  if (existing) {
    const gift = {
      ...existing.gift,
      count: existing.gift.count + effect.gift.count,
      total: existing.gift.total + effect.gift.total,
    };
    return waiting.map((entry, at) => (at === index ? { ...existing, gift } : entry));
  }
  return [...waiting, effect].slice(-cap);
}

function freeLane(floats: readonly GiftEffect[]): number | null {
  for (let lane = 0; lane < GIFT_EFFECT_LIMITS.floatLanes; lane++) {
    if (!floats.some((float) => float.lane === lane)) return lane;
  }
  return null;
}

/** Shows the effect of a gift event now if there is room, queues it otherwise. */
export function addGiftEffect(state: GiftEffectsState, effect: GiftEffect): GiftEffectsState {
  switch (effect.gift.animation) {
    case 'none':
      return state;
    case 'fullscreen':
      return state.fullscreen
        ? {
            ...state,
            waitingFullscreens: enqueue(
              state.waitingFullscreens,
              effect,
              GIFT_EFFECT_LIMITS.fullscreensWaiting,
            ),
          }
        : { ...state, fullscreen: effect };
    case 'float': {
      const lane = freeLane(state.floats);
      return lane === null
        ? {
            ...state,
            waitingFloats: enqueue(state.waitingFloats, effect, GIFT_EFFECT_LIMITS.floatsWaiting),
          }
        : { ...state, floats: [...state.floats, { ...effect, lane }] };
    }
  }
}

/** Ends a shown effect; the next waiting one of its kind takes its place. */
export function finishGiftEffect(state: GiftEffectsState, key: number): GiftEffectsState {
  if (state.fullscreen?.key === key) {
    const [next = null, ...rest] = state.waitingFullscreens;
    return { ...state, fullscreen: next, waitingFullscreens: rest };
  }
  const finished = state.floats.find((float) => float.key === key);
  if (!finished) return state;
  const floats = state.floats.filter((float) => float.key !== key);
  const [next, ...rest] = state.waitingFloats;
  return next
    ? { ...state, floats: [...floats, { ...next, lane: finished.lane }], waitingFloats: rest }
    : { ...state, floats };
}

/**
 * The effects of one room page: an external store (read with `useSyncExternalStore`) that ends
 * each shown effect after its duration, so the queue moves on even while effects are hidden.
 */
export class GiftEffectQueue {
  private state = NO_GIFT_EFFECTS;
  private nextKey = 1;
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();

  readonly getSnapshot = (): GiftEffectsState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(gift: GiftEvent): void {
    this.update(addGiftEffect(this.state, { key: this.nextKey++, gift, lane: 0 }));
  }

  /** Drops every effect and timer (the page goes away). */
  clear(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
    this.update(NO_GIFT_EFFECTS);
  }

  private update(next: GiftEffectsState): void {
    if (next === this.state) return;
    this.state = next;
    const shown = [
      ...next.floats.map((float) => [float.key, GIFT_EFFECT_LIMITS.floatMs] as const),
      ...(next.fullscreen ? [[next.fullscreen.key, GIFT_EFFECT_LIMITS.fullscreenMs] as const] : []),
    ];
    for (const [key, ms] of shown) {
      if (this.timers.has(key)) continue;
      this.timers.set(
        key,
        setTimeout(() => {
          this.timers.delete(key);
          this.update(finishGiftEffect(this.state, key));
        }, ms),
      );
    }
    this.listeners.forEach((listener) => listener());
  }
}
