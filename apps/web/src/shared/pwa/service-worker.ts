/**
 * The page's side of the service worker (src/service-worker/sw.ts): registers it, hears when
 * a new deployment's worker is waiting, and passes on the alerts it receives while the page is
 * in view. Browsers without service workers (or tests in jsdom) simply get none of it.
 */

type Listener = () => void;

let waiting: ServiceWorker | null = null;
const updateListeners = new Set<Listener>();
let registration: Promise<ServiceWorkerRegistration | null> | null = null;

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

function markWaiting(worker: ServiceWorker | null): void {
  // The first worker of a page that had none is no update: nothing to reload for.
  if (!worker || !navigator.serviceWorker.controller) return;
  waiting = worker;
  updateListeners.forEach((listener) => listener());
}

/** Registers /sw.js once; resolves to null where there is no service worker. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return Promise.resolve(null);
  registration ??= navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((found) => {
      markWaiting(found.waiting);
      found.addEventListener('updatefound', () => {
        const installing = found.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') markWaiting(installing);
        });
      });
      // Look for a new deployment when the fan comes back to the tab.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void found.update().catch(() => undefined);
      });
      return found;
    })
    .catch(() => null);
  return registration;
}

/** Whether a new version waits to take over, and a way to be told when one does. */
export function updateWaiting(): boolean {
  return waiting !== null;
}

export function onUpdateWaiting(listener: Listener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/** Lets the waiting version take over, then reloads the page into it. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'skip-waiting' });
}

export interface PushAlert {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Alerts the worker hands the page because the fan is looking at it (no system popup then). */
export function onPushAlert(listener: (alert: PushAlert) => void): () => void {
  if (!supported()) return () => undefined;
  const handler = (event: MessageEvent) => {
    const data = event.data as { type?: string; alert?: PushAlert } | null;
    if (data?.type === 'push-alert' && data.alert) listener(data.alert);
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}
