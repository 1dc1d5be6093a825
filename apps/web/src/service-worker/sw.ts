/**
 * Tifo's service worker (issue 25): shows the alerts of a member's favourites that arrive by
 * web push, and keeps the site usable offline: the page shell and the last score lists it
 * fetched. Built on its own by `build/service-worker.ts` into /sw.js, which names the build's
 * files (`BUILD`); a new deployment is a new worker, and the page offers to reload.
 */
declare const self: ServiceWorkerGlobalScope;
declare const BUILD: { id: string; shell: string[] };

const SHELL_CACHE = `tifo-shell-${BUILD.id}`;
const DATA_CACHE = 'tifo-data';
const PAGES_CACHE = 'tifo-pages';
/** Pages kept for offline use; the oldest go first. */
const PAGES_KEPT = 20;
/** Calls whose last answer the offline page shows: score lists and their details. */
const OFFLINE_CALLS = /^\/api\/(match\/getlist|match\/getdetail|match\/hotmatches)\b/i;

interface Alert {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function alertOf(data: PushMessageData | null): Alert | null {
  try {
    const value = data?.json() as Partial<Alert> | undefined;
    if (!value || typeof value.title !== 'string' || typeof value.body !== 'string') return null;
    // Only a path of this site: "//elsewhere" (or "/\\elsewhere") would open another site.
    const url = typeof value.url === 'string' && /^\/(?![/\\])/.test(value.url) ? value.url : '/';
    return { title: value.title, body: value.body, url, tag: String(value.tag ?? 'tifo') };
  } catch {
    return null;
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(BUILD.shell)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('tifo-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The page asks the waiting worker to take over when the fan accepts the update. */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'skip-waiting') void self.skipWaiting();
});

async function keepPage(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - PAGES_KEPT))) await cache.delete(old);
}

async function networkFirst(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The page from the network, kept: it carries the lists it first showed (page data).
    // Offline, the page as last loaded, else the bare shell; the app says it is offline.
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          if (response.ok) await keepPage(request, response.clone());
          return response;
        } catch {
          const kept = await (await caches.open(PAGES_CACHE)).match(request);
          return kept ?? (await caches.match('/index.html')) ?? Response.error();
        }
      })(),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: a copy cached once (at install, or when a page first loaded
    // it) is the file, so every page seen online opens offline too.
    event.respondWith(
      (async () => {
        const cached = await caches.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) await (await caches.open(SHELL_CACHE)).put(request, response.clone());
        return response;
      })(),
    );
    return;
  }
  if (OFFLINE_CALLS.test(url.pathname)) event.respondWith(networkFirst(request, DATA_CACHE));
});

self.addEventListener('push', (event) => {
  const alert = alertOf(event.data);
  if (!alert) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = windows.filter((client) => client.visibilityState === 'visible');
      // A fan looking at the site sees the alert in the page; otherwise the system shows it.
      if (visible.length > 0) {
        for (const client of visible) client.postMessage({ type: 'push-alert', alert });
        return;
      }
      await self.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-72.png',
        data: { url: alert.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        await open.focus();
        // Only a page this worker controls can be sent elsewhere; another opens a window.
        if (await open.navigate(url).catch(() => null)) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
export {};
