import type { ImPush } from '@tifo/contract';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { ImClient, ImState } from './im-client';

/** The app's chat client; null until system settings have told us where `/im` lives. */
export const ImClientContext = createContext<ImClient | null>(null);

export function useImClient(): ImClient | null {
  return useContext(ImClientContext);
}

/** The chat client's connection state and who is logged in. */
export function useImState() {
  const client = useImClient();
  const subscribe = useCallback(
    (listener: () => void) => client?.onState(listener) ?? (() => undefined),
    [client],
  );
  const state = useSyncExternalStore(subscribe, (): ImState => client?.getState() ?? 'connecting');
  const self = useSyncExternalStore(subscribe, () => client?.getSelf() ?? null);
  return { state, self };
}

/** Calls `listener` for every push (the latest listener, without re-subscribing). */
export function useImPush(listener: (push: ImPush) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const client = useImClient();
  useEffect(() => client?.onPush((push) => latest.current(push)), [client]);
}
