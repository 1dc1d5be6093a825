/** The content pages of the console: their path under /admin and the key of their name. */
export interface ContentSection {
  path: string;
  /** In `adminContent`; the news desk keeps all its words under `news.*`. */
  label: 'nav.packages' | 'nav.goods' | 'nav.banners' | 'nav.legal' | 'news.nav';
  /** Its saves admit administrators only: moderators read it, with a note. */
  administratorsOnly?: boolean;
}

/** In the navigation's order, after the tools. */
export const CONTENT_SECTIONS: readonly ContentSection[] = [
  { path: 'packages', label: 'nav.packages', administratorsOnly: true },
  { path: 'goods', label: 'nav.goods', administratorsOnly: true },
  { path: 'banners', label: 'nav.banners' },
  { path: 'news', label: 'news.nav' },
  { path: 'legal', label: 'nav.legal' },
];
