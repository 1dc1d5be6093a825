import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_ROUTES } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { pageRoutesOf } from './page-preloads';

const routesSource = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/app/routes.tsx'),
  'utf8',
);

describe('the page of each route, read from the route table for the build', () => {
  it('finds a page module for every web route of the contract, and nothing else', () => {
    const routes = pageRoutesOf(routesSource);
    expect([...routes.keys()].sort()).toEqual(WEB_ROUTES.map((route) => route.path).sort());
    expect(routes.get('/live')).toEqual({
      page: '../features/live/LivePage',
      namespaces: ['live', 'fans'],
    });
    expect(routes.get('/404')).toEqual({
      page: '../features/not-found/NotFoundPage',
      namespaces: [],
    });
  });

  it('takes the first import after the key: namespaces and helpers load beside the page', () => {
    const source = `const pages = {
      '/a': async () => (await import('../features/a/APage')).APage,
      '/b': async () => {
        const [page] = await Promise.all([import('../features/b/BPage'), loadNamespace('b')]);
        return page.BPage;
      },
    };
    const other = loadNamespace('admin');`;
    expect([...pageRoutesOf(source)]).toEqual([
      ['/a', { page: '../features/a/APage', namespaces: [] }],
      ['/b', { page: '../features/b/BPage', namespaces: ['b'] }],
    ]);
  });
});
