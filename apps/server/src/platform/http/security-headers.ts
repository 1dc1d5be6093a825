import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Other origins the site's pages may use: a CDN for streams or uploads, analytics. */
export interface SiteOrigins {
  analyticsScriptUrl: string | undefined;
  /** Where players fetch streams (MEDIA_FLV_URL_TEMPLATE, MEDIA_HLS_URL_TEMPLATE). */
  mediaUrlTemplates: (string | undefined)[];
  /** Where uploads are served from (S3_PUBLIC_URL). */
  uploadsUrl: string | undefined;
  /** The site's own address (PUBLIC_URL): its sockets are named explicitly for older browsers. */
  publicUrl: string | undefined;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    // Templates hold placeholders such as {key}: only the origin matters here.
    return [new URL(url.replace(/\{\w+\}/g, 'x')).origin];
  } catch {
    return [];
  }
}

/**
 * Security headers for every response. The content security policy lets the SPA load only our
 * own scripts (plus the configured analytics script) and talk, fetch pictures and play media
 * only from our own origin and the configured CDN and analytics origins, so an injected script
 * could not send data to, or load a tracking picture from, any other host (security review L7).
 * Inline styles stay allowed: React's style props and the sandbox checkout page use them, and
 * CSS cannot run script.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: SiteOrigins & { https: boolean },
): Promise<void> {
  const analytics = originOf(options.analyticsScriptUrl);
  const media = options.mediaUrlTemplates.flatMap(originOf);
  const uploads = originOf(options.uploadsUrl);
  const sockets = originOf(options.publicUrl).map((origin) => origin.replace(/^http/, 'ws'));
  const unique = (values: string[]) => [...new Set(values)];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: unique(["'self'", ...analytics]),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: unique(["'self'", 'data:', 'blob:', ...uploads, ...analytics]),
        mediaSrc: unique(["'self'", 'blob:', ...media, ...uploads]),
        connectSrc: unique(["'self'", ...sockets, ...media, ...analytics]),
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
