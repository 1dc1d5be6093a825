import type { LiveDataEventData, LiveDataEventType, liveDataEventSchemas } from '@tifo/contract';
import type { LiveDataSocket } from './live-data-socket';

/**
 * Typed code-200 events of the live-data socket: every web listener goes through
 * `onLiveDataEvent`, `onLazyLiveDataEvent` or the hook `useLiveDataEvent`
 * (use-live-data-event.ts), never through `socket.onMessage` and its own `type` check.
 *
 * The listener names the event's schema itself (`onLiveDataEvent(socket, 'goal',
 * goalAlertDataSchema, …)`), and the type checks that it is the contract's schema of that type
 * (`liveDataEventSchemas[type]`). Looking the schema up in the map at run time would put every
 * event's schema (guesses, horns, money…) into the first page load; this way each listener
 * brings only its own. The hook lives in a module of its own for the same reason: here, the
 * socket context it needs would be split into a chunk of its own on the first load.
 */
export type LiveDataEventSchema<T extends LiveDataEventType> = (typeof liveDataEventSchemas)[T];

/** The data of a `type` event parsed with `schema`; null if it fails (warned in development). */
function parseEvent<T extends LiveDataEventType>(
  type: T,
  schema: LiveDataEventSchema<T>,
  data: unknown,
): LiveDataEventData<T> | null {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    if (import.meta.env.DEV) console.warn(`dropped a malformed '${type}' event`, parsed.error);
    return null;
  }
  return parsed.data as LiveDataEventData<T>;
}

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
    const data = parseEvent(type, schema, message.data);
    if (data !== null) handler(data);
  });
}

/** What `onLazyLiveDataEvent` loads: the event's schema and its handler. */
export interface LiveDataEventListener<T extends LiveDataEventType> {
  schema: LiveDataEventSchema<T>;
  handler: (data: LiveDataEventData<T>) => void;
}

/**
 * `onLiveDataEvent` for a listener of the first page load whose schema and handler are a chunk
 * of their own: `load` runs at the first `type` event, and the events that arrive while it
 * loads are handled after it, in their order. A failed load drops the events waiting for it;
 * the next event tries again.
 */
export function onLazyLiveDataEvent<T extends LiveDataEventType>(
  socket: Pick<LiveDataSocket, 'onMessage'>,
  type: T,
  load: () => Promise<LiveDataEventListener<T>>,
): () => void {
  let listener: Promise<LiveDataEventListener<T>> | null = null;
  return socket.onMessage((message) => {
    if (message.code !== 200 || message.type !== type) return;
    const loading = (listener ??= load().catch((error: unknown) => {
      listener = null;
      throw error;
    }));
    loading.then(
      ({ schema, handler }) => {
        const data = parseEvent(type, schema, message.data);
        if (data !== null) handler(data);
      },
      () => {
        // The chunk did not load (offline): the next event tries again.
      },
    );
  });
}
