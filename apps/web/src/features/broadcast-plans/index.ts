/**
 * The broadcast plans feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export {
  planKeys,
  useCancelPlanMutation,
  useMyPlansQuery,
  useSavePlanMutation,
  type PlanDraft,
} from './api';
export { formatPlannedAt, planMatchLabel } from './plan-format';
export { PlannedBroadcasts } from './PlannedBroadcasts';
export { ReservedBroadcasts } from './ReservedBroadcasts';
