import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every response. The content security policy lets the SPA load only our
 * own scripts (plus the configured analytics script) and talk only to our own origin and
 * sockets; stream players may read media from other hosts (CDNs) over HTTPS.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { analyticsScriptUrl: string | undefined; https: boolean },
): Promise<void> {
  const scriptSources = ["'self'"];
  if (options.analyticsScriptUrl) scriptSources.push(new URL(options.analyticsScriptUrl).origin);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: scriptSources,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Upgrading would break plain-HTTP installs such as http://localhost:3000.
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something behind HTTPS.
    strictTransportSecurity: options.https ? { maxAge: 15_552_000 } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
