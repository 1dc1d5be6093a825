import { LANGUAGES } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import { loadCatalogs } from './i18n';
import { LAZY_NAMESPACES } from './lazy-namespaces';

const START_UP = [
  'account',
  'anchor',
  'chat',
  'common',
  'download',
  'errors',
  'footer',
  'home',
  'member',
  'nav',
  'notFound',
  'routes',
  'scores',
  'validation',
];

describe('loadCatalogs', () => {
  it.each(LANGUAGES)('gives %s its start-up namespaces by name, no lazy one', async (language) => {
    const catalogs = await loadCatalogs(language);
    expect(Object.keys(catalogs).sort()).toEqual(START_UP);
    for (const namespace of LAZY_NAMESPACES) expect(catalogs).not.toHaveProperty(namespace);
  });

  it("holds each namespace's catalog", async () => {
    expect((await loadCatalogs('en')).common).toEqual(enCommon);
  });
});
