import type { CallRoutes } from './call-route';
import type { rewardRulesCalls } from './reward-rules';

/** `rewardRulesCalls` without their schemas (call-route.ts). */
export const rewardRulesRoutes: CallRoutes<typeof rewardRulesCalls> = {
  rules: { method: 'GET', path: 'Activity/rewardRules' },
  save: { method: 'POST', path: 'Admin/saveRewardRules' },
};
