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
        expect([...flatten(otherCatalog ?? {}).keys()].sort(), namespace).toEqual(
          [...flatten(catalog).keys()].sort(),
        );
      }
    },
  );

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
