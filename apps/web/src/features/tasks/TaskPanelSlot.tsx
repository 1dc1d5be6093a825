import { lazy, Suspense } from 'react';
import { TaskPanelPlaceholder } from './TaskPanelPlaceholder';

// The avatar panel is on /main's first load: the tasks, their calls and strings load with the
// panel's first opening instead. This file must stay tiny for the same reason.
const TaskPanelSection = lazy(async () => ({
  default: (await import('./TaskPanelSection')).TaskPanelSection,
}));

/** Where the avatar panel shows today's tasks. */
export function TaskPanelSlot() {
  return (
    <Suspense fallback={<TaskPanelPlaceholder />}>
      <TaskPanelSection />
    </Suspense>
  );
}
