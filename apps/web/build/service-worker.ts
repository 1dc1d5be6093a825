import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const SOURCE = 'src/service-worker/sw.ts';

/** What the worker knows of the build it belongs to (`BUILD` in sw.ts). */
export interface ServiceWorkerBuild {
  id: string;
  /** Files cached at install: the page, its entry chunk and everything that loads with it. */
  shell: string[];
}

/** The entry chunk, the chunks it imports and their CSS: what a first paint needs. */
export function shellFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  const files = new Set<string>();
  const visit = (fileName: string): void => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return [
    '/index.html',
    '/favicon.svg',
    '/manifest.webmanifest',
    ...[...files].map((f) => `/${f}`),
  ];
}

/** Compiles the worker to one classic script (Firefox runs no module workers yet). */
export async function compileServiceWorker(
  root: string,
  info: ServiceWorkerBuild,
): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { BUILD: JSON.stringify(info) },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: path.join(root, SOURCE), formats: ['iife'], name: 'tifoServiceWorker' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if ('output' in output) {
      const chunk = output.output.find((item) => item.type === 'chunk');
      if (chunk?.type === 'chunk') return chunk.code;
    }
  }
  throw new Error('the service worker build produced no script');
}

/**
 * Emits /sw.js beside the app: the worker of push alerts and the offline shell, naming this
 * build's id and shell files, so each deployment installs a new worker (the page then offers
 * to reload). The dev server serves the same worker, built on request.
 */
export function serviceWorker(): Plugin {
  let root = '';
  return {
    name: 'tifo-service-worker',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use('/sw.js', (_request, response, next) => {
        compileServiceWorker(root, { id: `dev-${Date.now()}`, shell: ['/index.html'] })
          .then((code) => {
            response.setHeader('content-type', 'text/javascript');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          })
          .catch(next);
      });
    },
    async generateBundle(_options, bundle) {
      const shell = shellFiles(bundle);
      // Chunk names carry content hashes: any change to the app changes the id.
      const id = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: await compileServiceWorker(root, { id, shell }),
      });
    },
  };
}
