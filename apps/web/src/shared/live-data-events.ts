import type {
  LiveDataEventData,
  LiveDataEventType,
  liveDataEventSchemas,
} from '@tifo/contract';
import { useContext, useEffect, useRef } from 'react';
import type { LiveDataSocket } from './live-data-socket';
import { LiveDataSocketContext } from './use-live-data-socket';

/**
 * Typed code-200 events of the live-data socket.
 *
 * The listener names the event's schema itself (`onLiveDataEvent(socket, 'goal',
 * goalAlertDataSchema, …)`), and the type checks that it is the contract's schema of that type
 * (`liveDataEventSchemas[type]`). Looking the schema up in the map at run time would put every
 * event's schema (guesses, horns, money…) into the first page load; this way each listener
 * brings only its own.
 */
export type LiveDataEventSchema<T extends LiveDataEventType> = (typeof liveDataEventSchemas)[T];

/**
 * Calls `handler` with the `data` of every `type` event, parsed with `schema`. An event whose
 * data fails the schema is dropped (with a warning in development). Returns the unsubscribe
 * function.
 */
export function onLiveDataEvent<T extends LiveDataEventType>(
  socket: Pick<LiveDataSocket, 'onMessage'>,
  type: T,
  schema: LiveDataEventSchema<T>,
  handler: (data: LiveDataEventData<T>) => void,
): () => void {
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

/**
 * `onLiveDataEvent` on the app's socket for as long as the component is mounted. `handler` may
 * change on every render; the subscription stays.
 */
export function useLiveDataEvent<T extends LiveDataEventType>(
  type: T,
  schema: LiveDataEventSchema<T>,
  handler: (data: LiveDataEventData<T>) => void,
): void {
  const socket = useContext(LiveDataSocketContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    return onLiveDataEvent(socket, type, schema, (data) => latest.current(data));
  }, [socket, type, schema]);
}
