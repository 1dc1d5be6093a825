/** The content pages of the console: their path under /admin and their name (`adminContent:nav.*`). */
export interface ContentSection {
  path: string;
  name: 'packages' | 'goods' | 'banners' | 'legal';
  /** Its saves admit administrators only: moderators read it, with a note. */
  administratorsOnly?: boolean;
}

/** In the navigation's order, after the tools. */
export const CONTENT_SECTIONS: readonly ContentSection[] = [
  { path: 'packages', name: 'packages', administratorsOnly: true },
  { path: 'goods', name: 'goods', administratorsOnly: true },
  { path: 'banners', name: 'banners' },
  { path: 'legal', name: 'legal' },
];
