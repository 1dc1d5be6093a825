import { goalAlertDataSchema } from '@tifo/contract';
import type { LiveDataEventListener } from '../../shared/live-data-events';
import { holdForStream } from '../../shared/spoiler-delay';
import { pushGoal } from './goal-alert-queue';

/**
 * The `goal` listener the layout loads with the first goal (`onLazyLiveDataEvent`): its schema
 * brings zod, which /main's first load does without.
 */
export const goalListener: LiveDataEventListener<'goal'> = {
  schema: goalAlertDataSchema,
  // On a page playing a stream, the card waits for the picture (spoiler-safe).
  handler: (goal) => holdForStream(() => pushGoal(goal)),
};
