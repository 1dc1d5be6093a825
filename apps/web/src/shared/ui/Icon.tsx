import { cx } from './cx';

/** Outline icons drawn inline, so they render the same on every device (no emoji fonts). */
const PATHS = {
  calendar:
    'M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2',
  chat: 'M4 5h16v11H9l-5 4V5Z',
  arrowUp: 'M12 19V5m-6 6 6-6 6 6',
  wrench:
    'M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5 2.5-2.5Z',
  check: 'M5 12.5 10 17l9-10',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  close: 'M6 6l12 12M18 6 6 18',
  share: 'M4 13v6a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-6M16 7l-4-4-4 4M12 3v12',
  flag: 'M5 21V4m0 0h12l-2.5 4L17 12H5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <OutlineIcon path={PATHS[name]} className={className} />;
}

/** One 24×24 outline path; features with their own icon sets draw them through this. */
export function OutlineIcon({ path, className }: { path: string; className?: string | undefined }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx('size-5 shrink-0', className)}
    >
      <path d={path} />
    </svg>
  );
}
