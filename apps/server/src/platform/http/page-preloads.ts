import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Written by the web build (apps/web/build/page-preloads.ts): route → its page's chunks. */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** A path as the client router matches it: any case, with or without a trailing slash. */
export function routeKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** index.html naming `chunks` as module preloads, just before `</head>`. */
export function withModulePreloads(indexHtml: string, chunks: readonly string[]): string {
  const links = chunks
    .filter((chunk) => /^\/assets\/[\w.-]+\.js$/.test(chunk))
    .map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`)
    .join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}

/** index.html naming the web app manifest of `language` (zh's is the default one). */
export function withLanguageManifest(indexHtml: string, language: string): string {
  if (language === DEFAULT_LANGUAGE || !/^[a-z]{2}$/.test(language)) return indexHtml;
  return indexHtml.replace(
    'href="/manifest.webmanifest"',
    `href="/manifest.${language}.webmanifest"`,
  );
}

/**
 * The cookie `tifo_lang` that the web app keeps the visitor's language in for us
 * (shared/i18n/language.ts): two letters, else the default.
 */
const LANGUAGE_COOKIE = /(?:^|;\s*)tifo_lang=([a-z]{2})(?:;|$)/;
const DEFAULT_LANGUAGE = 'zh';

/** The visitor's language from the request's cookies; the page of an unknown one is index.html. */
export function languageOf(cookieHeader: string | undefined): string {
  const match = LANGUAGE_COOKIE.exec(cookieHeader ?? '');
  return match?.[1] ?? DEFAULT_LANGUAGE;
}

/**
 * index.html for each language and page route (`zh /live`), naming that route's chunks: the
 * browser fetches them beside the entry's instead of once the entry has run and picked the
 * route (issue 22). Without the build's list (an older build) every page gets index.html as
 * it is.
 */
export async function pageHtmlByRoute(
  webDistDir: string,
  indexHtml: string,
): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const raw = await readFile(path.join(webDistDir, PAGE_PRELOADS_FILE), 'utf8').catch(() => null);
  if (!raw) return pages;
  const languages = JSON.parse(raw) as Record<string, Record<string, unknown>>;
  for (const [language, routes] of Object.entries(languages)) {
    for (const [route, chunks] of Object.entries(routes ?? {})) {
      if (!Array.isArray(chunks)) continue;
      const files = chunks.filter((chunk): chunk is string => typeof chunk === 'string');
      pages.set(
        pageKey(language, route),
        withLanguageManifest(withModulePreloads(indexHtml, files), language),
      );
    }
  }
  return pages;
}

/** The key of a page of `pageHtmlByRoute`. */
export function pageKey(language: string, pathname: string): string {
  return `${language} ${routeKey(pathname)}`;
}
