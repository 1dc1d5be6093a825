/**
 * Where the server will POST pushes. A subscription's endpoint comes from the browser, so a
 * member could name any URL and have our server call it (SSRF): production accepts only https
 * endpoints of the browsers' push services (and hosts an operator adds); the embedded demo and
 * tests also accept a push service on this machine (http://localhost, 127.0.0.1).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
  '*.push.apple.com',
];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function pushEndpointAllowed(
  endpoint: string,
  options: { production: boolean; extraHosts: readonly string[] },
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!options.production && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return [...PUSH_SERVICE_HOSTS, ...options.extraHosts].some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern.toLowerCase(),
  );
}
