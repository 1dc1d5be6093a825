import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { onLazyLiveDataEvent } from '../../shared/live-data-events';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';

const loadReminders = () => import('../../features/reminders/reminder-chunk');

const ReminderLayer = lazy(async () => ({ default: (await loadReminders()).ReminderLayer }));

/**
 * Listens on every page for the reminders of what the member reserved: `broadcastReminder` (a
 * streamer went live) and `matchReminder` (a match kicks off soon). Only the listener is in the
 * first load: the schemas, the queue and the cards load with the first reminder.
 */
export function ReminderHost() {
  const socket = useContext(LiveDataSocketContext);
  const queryClient = useQueryClient();
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!socket) return;
    const load = () => {
      setActive(true);
      return loadReminders();
    };
    const offBroadcast = onLazyLiveDataEvent(socket, 'broadcastReminder', async () =>
      (await load()).broadcastReminderListener(queryClient),
    );
    const offMatch = onLazyLiveDataEvent(
      socket,
      'matchReminder',
      async () => (await load()).matchReminderListener,
    );
    return () => {
      offBroadcast();
      offMatch();
    };
  }, [socket, queryClient]);

  return active ? (
    <Suspense fallback={null}>
      <ReminderLayer />
    </Suspense>
  ) : null;
}
