import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { useGoals } from '../../features/goal-alerts/goal-alert-queue';
import { onLazyLiveDataEvent } from '../../shared/live-data-events';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';

const GoalAlertLayer = lazy(async () => ({
  default: (await import('../../features/goal-alerts/GoalAlertLayer')).GoalAlertLayer,
}));

/**
 * Listens for goal pushes (code 200, `type: 'goal'`, checked against the contract's schema) on
 * every page; the schema, the cards and the sound are separate chunks, loaded when the first
 * goal arrives.
 */
export function GoalAlertHost() {
  const socket = useContext(LiveDataSocketContext);
  const goals = useGoals();
  const [active, setActive] = useState(false);
  if (goals.length > 0 && !active) setActive(true);

  // Not `useLiveDataEvent`: with the hook in the first load, the bundler gives the socket
  // context a chunk of its own (0.5 KB more, measured).
  useEffect(() => {
    if (!socket) return;
    return onLazyLiveDataEvent(
      socket,
      'goal',
      async () => (await import('../../features/goal-alerts/goal-listener')).goalListener,
    );
  }, [socket]);

  return active ? (
    <Suspense fallback={null}>
      <GoalAlertLayer />
    </Suspense>
  ) : null;
}
