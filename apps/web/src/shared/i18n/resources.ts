import type account from '../../locales/zh/account.json';
import type anchor from '../../locales/zh/anchor.json';
import type chat from '../../locales/zh/chat.json';
import type common from '../../locales/zh/common.json';
import type download from '../../locales/zh/download.json';
import type errors from '../../locales/zh/errors.json';
import type footer from '../../locales/zh/footer.json';
import type home from '../../locales/zh/home.json';
import type member from '../../locales/zh/member.json';
import type nav from '../../locales/zh/nav.json';
import type notFound from '../../locales/zh/notFound.json';
import type routes from '../../locales/zh/routes.json';
import type scores from '../../locales/zh/scores.json';
import type validation from '../../locales/zh/validation.json';

/**
 * The namespaces loaded at start-up (the JSON files directly in `locales/<language>/`), typed by
 * the zh catalogs: the source of truth for keys. A namespace missing here is untyped, so using
 * it fails `tsc`; en and vi are held to the same namespaces and keys by the parity test
 * (locales/catalogs.test.ts). Lazy namespaces are in lazy-namespaces.ts.
 */
export type Resources = {
  account: typeof account;
  anchor: typeof anchor;
  chat: typeof chat;
  common: typeof common;
  download: typeof download;
  errors: typeof errors;
  footer: typeof footer;
  home: typeof home;
  member: typeof member;
  nav: typeof nav;
  notFound: typeof notFound;
  routes: typeof routes;
  scores: typeof scores;
  validation: typeof validation;
};
