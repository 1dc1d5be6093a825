import type { FastifyRequest } from 'fastify';

/** A host name or address with an optional port; nothing that could end a URL's authority. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's own origin for links the server hands out (QR login, the Android download). It is
 * PUBLIC_URL when set (always in production); a demo install without it uses the request's
 * host, checked to be a plain host and with only http or https, so headers such as
 * `X-Forwarded-Proto: javascript` never reach a link (security review L2).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${protocol}://${host}`;
}
