import { useSyncExternalStore } from 'react';

/**
 * Whether the login dialog is open: a tiny external store, so any code (a follow button, the
 * quick tab, a 700 answer) can open it with `openLoginDialog()` and the layout renders it.
 */
let open = false;
const listeners = new Set<() => void>();

function setOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

export function openLoginDialog(): void {
  setOpen(true);
}

export function closeLoginDialog(): void {
  setOpen(false);
}

export function isLoginDialogOpen(): boolean {
  return open;
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => open,
  );
}
