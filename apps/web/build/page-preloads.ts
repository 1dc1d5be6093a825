import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the route table is, and the file the server reads (apps/server platform/http/spa.ts). */
const ROUTES_FILE = 'src/app/routes.tsx';
const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** A route of the route table: the page module it loads and the namespaces loaded beside it. */
export interface PageRoute {
  page: string;
  namespaces: string[];
}

/**
 * Reads the route table: `'/live': async () => { … import('../features/live/LivePage'),
 * loadNamespace('live') … }` gives `/live → ../features/live/LivePage` with `live`. A route's
 * page is the first `import()` after its key.
 */
export function pageRoutesOf(routesSource: string): Map<string, PageRoute> {
  const keys = [...routesSource.matchAll(/'(\/[^']*)':\s*async\s*\(\)\s*=>/g)];
  const routes = new Map<string, PageRoute>();
  keys.forEach((key, index) => {
    // The last route's block ends with the table (`};`), not with the file.
    const tableEnd = /\n\s*\};/g;
    tableEnd.lastIndex = key.index;
    const end = keys[index + 1]?.index ?? tableEnd.exec(routesSource)?.index;
    const block = routesSource.slice(key.index + key[0].length, end);
    const page = /import\('([^']+)'\)/.exec(block)?.[1];
    if (!page) return;
    const namespaces = [...block.matchAll(/loadNamespace\('([^']+)'\)/g)].map((match) => match[1]!);
    routes.set(key[1]!, { page, namespaces });
  });
  return routes;
}

function withoutExtension(file: string): string {
  return file.replace(/\.([cm]?[jt]sx?|json)$/, '');
}

/** A chunk's file and every chunk it imports statically, depth first. */
function closure(bundle: OutputBundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') {
    for (const imported of chunk.imports) closure(bundle, imported, into);
  }
  return into;
}

/**
 * Writes `page-preloads.json`: for each language and page route, the chunks that route needs
 * beyond the entry's: the language's start-up catalogs, the page and the namespaces it loads
 * with. The server names them as `<link rel="modulepreload">` in that route's HTML, so the
 * browser fetches them beside the entry instead of after running it (issue 22: first frame on
 * /live, Lighthouse). The build fails when a route's page or catalog has no chunk, so the table
 * and this reading of it cannot drift apart unnoticed.
 */
export function pagePreloads(): Plugin {
  let root = '';
  return {
    name: 'tifo-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const routesFile = path.join(root, ROUTES_FILE);
      const routes = pageRoutesOf(await readFile(routesFile, 'utf8'));
      if (routes.size === 0) this.error(`no page routes found in ${ROUTES_FILE}`);
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('the bundle has no entry chunk');
      const loadedFirst = closure(bundle, entry.fileName, new Set());
      /** The chunks a module needs beyond the entry's, the module's own first. */
      const chunksOf = (module: string, what: string): string[] => {
        const own = chunks.find(
          (chunk) => chunk.facadeModuleId && withoutExtension(chunk.facadeModuleId) === module,
        );
        if (!own) this.error(`${what} has no chunk of its own`);
        return [...closure(bundle, own.fileName, new Set())].filter(
          (file) => !loadedFirst.has(file),
        );
      };
      const locales = path.join(root, 'src/locales');
      // One folder per language (the config cannot import the contract's TypeScript list).
      const languages = (await readdir(locales, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      const preloads: Record<string, Record<string, string[]>> = {};
      for (const language of languages) {
        const startUp = chunksOf(path.join(locales, language, 'index'), `the ${language} catalog`);
        preloads[language] = {};
        for (const [route, { page, namespaces }] of routes) {
          const pageModule = withoutExtension(path.resolve(path.dirname(routesFile), page));
          const files = new Set([
            ...startUp,
            ...chunksOf(pageModule, `the page of ${route} (${page})`),
            ...namespaces.flatMap((namespace) =>
              chunksOf(
                path.join(locales, language, 'lazy', namespace),
                `the ${language} ${namespace} catalog`,
              ),
            ),
          ]);
          preloads[language][route] = [...files].map((file) => `/${file}`);
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
