import { LIMITS } from '@tifo/contract';
import { useSyncExternalStore } from 'react';

/**
 * Toasts and confirm dialogs as two tiny external stores, so code outside React (the API
 * client) can raise them and the hosts in the layout render them.
 */

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

export interface ConfirmRequest {
  id: number;
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  resolve: (confirmed: boolean) => void;
}

let nextId = 1;
let toasts: readonly Toast[] = [];
let confirms: readonly ConfirmRequest[] = [];
const toastListeners = new Set<() => void>();
const confirmListeners = new Set<() => void>();

function emit(set: Set<() => void>) {
  set.forEach((listener) => listener());
}

export function showToast(
  message: string,
  options: { kind?: ToastKind; durationMs?: number } = {},
): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, kind: options.kind ?? 'info' }];
  emit(toastListeners);
  setTimeout(() => dismissToast(id), options.durationMs ?? LIMITS.toastMs);
  return id;
}

export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit(toastListeners);
}

/** Opens a confirm dialog; resolves true when the user confirms, false on cancel or Escape. */
export function requestConfirm(request: Omit<ConfirmRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const settle = (confirmed: boolean) => {
      confirms = confirms.filter((entry) => entry.id !== id);
      emit(confirmListeners);
      resolve(confirmed);
    };
    confirms = [...confirms, { ...request, id, resolve: settle }];
    emit(confirmListeners);
  });
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      toastListeners.add(listener);
      return () => toastListeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

/** The confirm request on top, if any. */
export function useConfirmRequest(): ConfirmRequest | undefined {
  const all = useSyncExternalStore(
    (listener) => {
      confirmListeners.add(listener);
      return () => confirmListeners.delete(listener);
    },
    () => confirms,
    () => confirms,
  );
  return all[0];
}
