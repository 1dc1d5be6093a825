/**
 * Opens the recharge dialog from anywhere (the avatar panel, the gift panel, a "not enough
 * diamonds" answer) without importing it: the layout's `<RechargeHost />` listens and loads the
 * dialog on the first request. Kept free of imports so callers on /main stay light.
 */
type RechargeListener = () => void;

const listeners = new Set<RechargeListener>();

export function openRecharge(): void {
  listeners.forEach((listener) => listener());
}

/** Calls `listener` on every `openRecharge()`; returns the unsubscribe function. */
export function onRechargeRequested(listener: RechargeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
