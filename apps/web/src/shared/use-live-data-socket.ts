import type { LiveDataClientMessage } from '@tifo/contract';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { LiveDataSocket, LiveDataSocketState, ReceivedMessage } from './live-data-socket';

/** The app's live-data socket; null until system settings have told us where it lives. */
export const LiveDataSocketContext = createContext<LiveDataSocket | null>(null);

const NO_MESSAGES: readonly ReceivedMessage[] = [];

export interface LiveDataSocketView {
  state: LiveDataSocketState;
  clientId: string | null;
  messages: readonly ReceivedMessage[];
  send: (message: LiveDataClientMessage) => boolean;
  reconnect: () => void;
}

/** Connection state, client id and recent messages of the live-data socket. */
export function useLiveDataSocket(): LiveDataSocketView {
  const socket = useContext(LiveDataSocketContext);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!socket) return () => undefined;
      const offState = socket.onState(listener);
      const offMessage = socket.onMessage(listener);
      return () => {
        offState();
        offMessage();
      };
    },
    [socket],
  );
  const state = useSyncExternalStore(subscribe, () => socket?.getState() ?? 'connecting');
  const clientId = useSyncExternalStore(subscribe, () => socket?.getClientId() ?? null);
  const messages = useSyncExternalStore(subscribe, () => socket?.getHistory() ?? NO_MESSAGES);
  const send = useCallback(
    (message: LiveDataClientMessage) => socket?.send(message) ?? false,
    [socket],
  );
  const reconnect = useCallback(() => socket?.reconnect(), [socket]);
  return { state, clientId, messages, send, reconnect };
}
