import {
  liveDataEventSchemas,
  type LiveDataEventData,
  type LiveDataEventType,
} from '@tifo/contract';
import { useContext, useEffect, useRef } from 'react';
import type { LiveDataSocket } from './live-data-socket';
import { LiveDataSocketContext } from './use-live-data-socket';

/**
 * Typed code-200 events of the live-data socket. Kept apart from `LiveDataSocket` so the event
 * schemas load only with the features that listen (the first page load stays within budget).
 */

/**
 * Calls `handler` with the `data` of every `type` event, parsed with the contract's schema. An
 * event whose data fails the schema is dropped (with a warning in development). Returns the
 * unsubscribe function.
 */
export function onLiveDataEvent<T extends LiveDataEventType>(
  socket: Pick<LiveDataSocket, 'onMessage'>,
  type: T,
  handler: (data: LiveDataEventData<T>) => void,
): () => void {
  const schema = liveDataEventSchemas[type];
  return socket.onMessage((message) => {
    if (message.code !== 200 || message.type !== type) return;
    const parsed = schema.safeParse(message.data);
    if (!parsed.success) {
      if (import.meta.env.DEV) console.warn(`dropped a malformed '${type}' event`, parsed.error);
      return;
    }
    handler(parsed.data as LiveDataEventData<T>);
  });
}

/** `onLiveDataEvent` on the app's socket for as long as the component is mounted. */
export function useLiveDataEvent<T extends LiveDataEventType>(
  type: T,
  handler: (data: LiveDataEventData<T>) => void,
): void {
  const socket = useContext(LiveDataSocketContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    return onLiveDataEvent(socket, type, (data) => latest.current(data));
  }, [socket, type]);
}
