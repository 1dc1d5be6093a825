import { LANGUAGES, WEB_ROUTES } from '@tifo/contract';
import { describe, expect, it } from 'vitest';

type Catalog = { [key: string]: string | Catalog };

// Start-up namespaces (`zh/common.json`) and lazy ones (`zh/lazy/live.json`, named `lazy/live`).
const files = import.meta.glob<Catalog>('./*/**/*.json', { eager: true, import: 'default' });

function catalogsOf(language: string): Map<string, Catalog> {
  const result = new Map<string, Catalog>();
  for (const [path, catalog] of Object.entries(files)) {
    const match = /^\.\/([a-z]+)\/(.+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) result.set(match[2], catalog);
  }
  return result;
}

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') result.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) result.set(inner, text);
  }
  return result;
}

const zh = catalogsOf('zh');

/** The plural forms a language's counts take (en: one, other; vi: other; zh: other). */
function pluralForms(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** `{{name}}` placeholders of a text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * A language's keys for a zh key: a text with a count is one key per plural form of the
 * language (`followers_one`, `followers_other`), as i18next names them; zh has one form and
 * keeps the bare key, which the types of `t` are made from.
 */
function keysFor(language: string, key: string, zhText: string): string[] {
  if (language === 'zh' || !placeholders(zhText).includes('count')) return [key];
  return pluralForms(language).map((form) => `${key}_${form}`);
}

describe('translation catalogs', () => {
  it('has the zh catalogs', () => {
    expect(zh.size).toBeGreaterThan(10);
  });

  it.each(LANGUAGES.filter((language) => language !== 'zh'))(
    '%s has the same namespaces and keys as zh',
    (language) => {
      const other = catalogsOf(language);
      expect([...other.keys()].sort()).toEqual([...zh.keys()].sort());
      for (const [namespace, catalog] of zh) {
        const otherCatalog = other.get(namespace);
        expect(otherCatalog, namespace).toBeDefined();
        const expected = [...flatten(catalog)].flatMap(([key, text]) =>
          keysFor(language, key, text),
        );
        expect([...flatten(otherCatalog ?? {}).keys()].sort(), namespace).toEqual(expected.sort());
      }
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'zh'))(
    '%s fills the same placeholders as zh in every text and plural form',
    (language) => {
      const other = catalogsOf(language);
      for (const [namespace, catalog] of zh) {
        const texts = flatten(other.get(namespace) ?? {});
        for (const [key, zhText] of flatten(catalog)) {
          for (const form of keysFor(language, key, zhText)) {
            expect(placeholders(texts.get(form) ?? ''), `${language}/${namespace}:${form}`).toEqual(
              placeholders(zhText),
            );
          }
        }
      }
    },
  );

  it('gives English a singular for every count ("1 follower", not "1 followers")', () => {
    const en = catalogsOf('en');
    const one = (namespace: string, key: string) =>
      flatten(en.get(namespace) ?? {}).get(`${key}_one`);
    expect(one('lazy/live', 'header.followers')).toBe('{{count}} follower');
    expect(one('member', 'follows.followers')).toBe('{{count}} follower');
    expect(one('scores', 'filter.selected')).toBe('{{count}} competition');
    for (const [namespace, catalog] of en) {
      for (const [key, text] of flatten(catalog)) {
        if (!key.endsWith('_one')) continue;
        expect(text, `${namespace}:${key}`).not.toMatch(
          /\{\{count\}\} (followers|replies|matches|competitions|fans|messages)\b/,
        );
      }
    }
  });

  it.each(LANGUAGES)('%s has no empty values', (language) => {
    for (const [namespace, catalog] of catalogsOf(language)) {
      for (const [key, value] of flatten(catalog)) {
        expect(value.trim(), `${language}/${namespace}:${key}`).not.toBe('');
      }
    }
  });

  it('has a title for every route', () => {
    const titles = flatten(zh.get('routes') ?? {});
    for (const route of WEB_ROUTES) expect(titles.has(route.titleKey), route.path).toBe(true);
  });

  it('keeps the exact strings of spec §5 and §8', () => {
    const text = (language: string, namespace: string, key: string) =>
      flatten(catalogsOf(language).get(namespace) ?? {}).get(key);
    expect(text('vi', 'validation', 'repair.i1')).toBe(
      'Vui lòng điền đầy đủ thông tin trước khi gửi',
    );
    expect(text('vi', 'validation', 'user.user66')).toBe('Vui lòng nhập cùng một mật khẩu');
    expect(text('zh', 'validation', 'success.codeSent')).toBe('验证码发送成功');
    expect(text('zh', 'errors', 'request.relogin')).toBe(
      '您已退出，您可以取消停留在此页面，或重新登录',
    );
    expect(text('zh', 'common', 'inDevelopment.title')).toBe('开发中');
    expect(text('en', 'common', 'inDevelopment.title')).toBe('Coming soon');
    expect(text('vi', 'common', 'inDevelopment.title')).toBe('Đang phát triển');
  });
});
