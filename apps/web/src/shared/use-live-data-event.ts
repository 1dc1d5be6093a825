import type { LiveDataEventData, LiveDataEventType } from '@tifo/contract';
import { useContext, useEffect, useRef } from 'react';
import { onLiveDataEvent, type LiveDataEventSchema } from './live-data-events';
import { LiveDataSocketContext } from './use-live-data-socket';

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
