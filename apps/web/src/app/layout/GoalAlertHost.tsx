import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { pushGoal, useGoals } from '../../features/goal-alerts/goal-alert-queue';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';

const GoalAlertLayer = lazy(async () => ({
  default: (await import('../../features/goal-alerts/GoalAlertLayer')).GoalAlertLayer,
}));

/**
 * Listens for goal pushes (code 200, `type: 'goal'`) on every page; the cards and the sound are
 * a separate chunk, loaded when the first goal arrives.
 */
export function GoalAlertHost() {
  const socket = useContext(LiveDataSocketContext);
  const goals = useGoals();
  const [active, setActive] = useState(false);
  if (goals.length > 0 && !active) setActive(true);

  useEffect(() => {
    if (!socket) return;
    return socket.onMessage((message) => {
      if (message.code === 200 && message.type === 'goal') pushGoal(message.data);
    });
  }, [socket]);

  return active ? (
    <Suspense fallback={null}>
      <GoalAlertLayer />
    </Suspense>
  ) : null;
}
