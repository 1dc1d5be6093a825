import { useCallback, useSyncExternalStore } from 'react';
import { read, write, type DanmakuSettings } from '../../../shared/storage';
import { useStoredValue } from '../../../shared/use-stored-value';

export type { DanmakuSettings };

/** Area 1, 2, 3: the share of the video height barrages fly in. */
export const DANMAKU_AREA_SHARE = { 1: 0.25, 2: 0.5, 3: 1 } as const;
/** Size 1, 2, 3: font size in px. */
export const DANMAKU_FONT_PX = { 1: 14, 2: 18, 3: 24 } as const;

/** Changes some settings and keeps them in local storage (`danmakuSettings`). */
export function updateDanmakuSettings(change: Partial<DanmakuSettings>): DanmakuSettings {
  const next = { ...read('danmakuSettings'), ...change };
  write('danmakuSettings', next);
  return read('danmakuSettings');
}

/** The stored danmaku settings and a setter; every open page follows changes. */
export function useDanmakuSettings(): [
  DanmakuSettings,
  (change: Partial<DanmakuSettings>) => void,
] {
  const settings = useStoredValue('danmakuSettings');
  const update = useCallback((change: Partial<DanmakuSettings>) => {
    updateDanmakuSettings(change);
  }, []);
  return [settings, update];
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(listener: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

/** Whether the viewer asked the system for less motion (then barrages stay in the list only). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}
