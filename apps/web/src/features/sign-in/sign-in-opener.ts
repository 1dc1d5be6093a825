/**
 * Opens the daily sign-in dialog from anywhere (the avatar panel, later the task centre)
 * without importing it: the layout's `<SignInHost />` listens and loads the dialog on the first
 * request. Kept free of imports so callers on /main stay light.
 */
type SignInListener = () => void;

const listeners = new Set<SignInListener>();

export function openSignIn(): void {
  listeners.forEach((listener) => listener());
}

/** Calls `listener` on every `openSignIn()`; returns the unsubscribe function. */
export function onSignInRequested(listener: SignInListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
