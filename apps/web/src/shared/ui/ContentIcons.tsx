import { OutlineIcon } from './Icon';

/**
 * Icons of the content pages (news, comments, later videos), kept out of `Icon.tsx` so the
 * first load of /main does not carry them.
 */
const CONTENT_PATHS = {
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  comment: 'M4 5h16v11H9l-5 4V5Z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  flag: 'M5 21V4m0 0h11l-2 4 2 4H5',
  trash: 'M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13',
  reply: 'M10 8 4 13l6 5m-6-5h10a6 6 0 0 1 6 6',
} as const;

export type ContentIconName = keyof typeof CONTENT_PATHS;

export function ContentIcon({ name, className }: { name: ContentIconName; className?: string }) {
  return <OutlineIcon path={CONTENT_PATHS[name]} className={className ?? 'size-4'} />;
}
