/**
 * The browser's offer to install the site as an app (`beforeinstallprompt`, Chromium browsers).
 * It fires once, early: listening starts with the page (main.tsx), and the download page shows
 * an install button while the offer stands.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function listenForInstallOffer(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Ours to show where it makes sense, not the browser's banner at a random moment.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    notify();
  });
}

export type InstallState = 'installed' | 'offered' | 'ios' | 'manual';

export function installState(): InstallState {
  if (
    installed ||
    (typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches)
  ) {
    return 'installed';
  }
  if (offer) return 'offered';
  if (typeof navigator !== 'undefined' && /iPhone|iPad|iPod/.test(navigator.userAgent))
    return 'ios';
  return 'manual';
}

export function onInstallStateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; true when the fan installed. */
export async function installApp(): Promise<boolean> {
  if (!offer) return false;
  const current = offer;
  await current.prompt();
  const choice = await current.userChoice;
  offer = null;
  notify();
  return choice.outcome === 'accepted';
}
