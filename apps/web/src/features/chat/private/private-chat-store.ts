import { useSyncExternalStore } from 'react';

/** Whom the private-chat popup opens on; without nick or avatar they are looked up. */
export interface PrivateChatTarget {
  peer: string;
  nick?: string;
  avatar?: string;
}

export interface PrivateChatPopupState {
  open: boolean;
  target: PrivateChatTarget | null;
  /** Grows with every opening, so opening on another target starts afresh. */
  opening: number;
}

/**
 * The private-chat popup's state: a tiny external store, so any page (a streamer's card, a
 * room's chat) can call `openPrivateChat()` and the layout's `<PrivateChatHost />` renders it.
 */
let state: PrivateChatPopupState = { open: false, target: null, opening: 0 };
const listeners = new Set<() => void>();

function setState(next: PrivateChatPopupState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Opens the popup; with a target, on that conversation (a blank one if there is none yet). */
export function openPrivateChat(target?: PrivateChatTarget): void {
  setState({ open: true, target: target ?? null, opening: state.opening + 1 });
}

export function closePrivateChat(): void {
  if (state.open) setState({ ...state, open: false });
}

export function usePrivateChatPopup(): PrivateChatPopupState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
