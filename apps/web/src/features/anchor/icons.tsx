import { OutlineIcon } from '../../shared/ui/Icon';

/** Outline icons of the anchor area, drawn by shared/ui/Icon's OutlineIcon (no emoji fonts). */
const PATHS = {
  heart:
    'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 1.5H5V7a3 3 0 0 0 3 3m8-4.5h3V7a3 3 0 0 1-3 3m-4 3v3.5M8.5 20h7m-5.5-3.5h4',
  star: 'm12 3.8 2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8L12 3.8Z',
  football:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5 3.4 2.5-1.3 4h-4.2l-1.3-4L12 8Zm0-5v5m3.4 2.5 4.8-1.6M14.1 14.5l2.9 4.1m-7.1-4.1L7 18.6m1.6-8.1L3.8 8.9',
  basketball:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3v18M6 5.2a9 9 0 0 1 0 13.6M18 5.2a9 9 0 0 0 0 13.6',
  gamepad:
    'M7.5 8h9a4.5 4.5 0 0 1 4.5 4.5V15a2.5 2.5 0 0 1-4.4 1.6L15 15H9l-1.6 1.6A2.5 2.5 0 0 1 3 15v-2.5A4.5 4.5 0 0 1 7.5 8ZM8 10.5v3m-1.5-1.5h3m5.5-.5h.01m2 2h.01',
  tennis: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM5.2 6.2a9 9 0 0 1 0 11.6M18.8 6.2a9 9 0 0 0 0 11.6',
  shuttlecock: 'M9 15 5 5.5h14L15 15m-6 0h6m-6 0a3 3 0 0 0 6 0M9.8 5.5 11 15m3.2-9.5L13 15',
  grid: 'M5 5h5v5H5V5Zm9 0h5v5h-5V5ZM5 14h5v5H5v-5Zm9 0h5v5h-5v-5Z',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Zm9.5-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  flame:
    'M12 3s5.5 4.6 5.5 10.2A5.5 5.5 0 0 1 6.5 13.2c0-2.7 1.6-4.4 1.6-4.4s.6 2.3 2.3 2.8C10.4 7.9 12 3 12 3Z',
  chevron: 'm6 9 6 6 6-6',
} as const;

export type AnchorIconName = keyof typeof PATHS;

export function AnchorIcon({ name, className }: { name: AnchorIconName; className?: string }) {
  return <OutlineIcon path={PATHS[name]} className={className} />;
}

/** The icon of each /anchor type (0 recommended … 6 other). */
export const CATEGORY_ICONS: Readonly<Record<number, AnchorIconName>> = {
  0: 'star',
  1: 'football',
  2: 'basketball',
  3: 'gamepad',
  4: 'tennis',
  5: 'shuttlecock',
  6: 'grid',
};

/** Cover placeholder backgrounds by room category (a room without a cover image). */
export const CATEGORY_GRADIENTS: Readonly<Record<number, string>> = {
  1: 'from-emerald-500 via-green-700 to-slate-900',
  2: 'from-orange-400 via-amber-700 to-slate-900',
  3: 'from-violet-500 via-indigo-700 to-slate-900',
  4: 'from-lime-400 via-emerald-700 to-slate-900',
  5: 'from-sky-400 via-blue-700 to-slate-900',
  6: 'from-slate-400 via-slate-600 to-slate-900',
};
