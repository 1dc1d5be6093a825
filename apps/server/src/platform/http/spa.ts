import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compressText } from './compression';
import { sendError } from './error-handler';
import { loadPageData, withPageData } from './page-data';
import { languageOf, pageHtmlByRoute, pageKey } from './page-preloads';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tifo</title></head>
<body><h1>The web app has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;

/**
 * Serves the built SPA from one port with the API. Any GET that is not an API call, a socket or
 * a file answers index.html so that the client router can show the page (or its /404 page).
 */
export async function installSpa(
  app: FastifyInstance,
  webDistDir: string,
  options: {
    /** Whether a request carries a member's session: such pages get no page data. */
    hasSession: (request: FastifyRequest) => boolean;
  },
): Promise<void> {
  const indexHtml = await readFile(path.join(webDistDir, 'index.html'), 'utf8').catch(() => null);
  const pageHtml = indexHtml
    ? await pageHtmlByRoute(webDistDir, indexHtml)
    : new Map<string, string>();
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes brotli and gzip copies (apps/web/build/precompress.ts): each browser
      // gets the smallest it accepts, compressed once rather than per request.
      preCompressed: true,
      setHeaders(response, filePath) {
        // Vite names assets by content hash: they never change, so caches may keep them. The
        // service worker and the manifests are how a new deployment reaches installed apps:
        // always asked for afresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const name = path.basename(filePath);
        const fresh = name.startsWith('sw.js') || name.includes('.webmanifest');
        response.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : fresh
              ? 'no-cache'
              : 'public, max-age=300',
        );
        if (name.startsWith('sw.js')) response.header('service-worker-allowed', '/');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: pages answer a "not built" notice');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (/^\/api(\/|$)/i.test(pathname)) {
      return sendError(request, reply, 404, 'request.notFound', { params: { path: pathname } });
    }
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(assets|uploads|avatars|media)\//.test(pathname);
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
    const language = languageOf(request.headers.cookie);
    const html = pageHtml.get(pageKey(language, pathname)) ?? indexHtml;
    if (!html) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    const pageData =
      request.method === 'GET' && !options.hasSession(request)
        ? await loadPageData(app, request.url, language)
        : null;
    const page = await compressText(
      request.headers['accept-encoding'],
      withPageData(html, pageData),
    );
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return (
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The preloads and the data in the page follow the language and session cookies.
        .header('vary', 'cookie, accept-encoding')
        .send(page.body)
    );
  });
}
