import {
  broadcastPlanAdminRoutes,
  consoleRoutes,
  expertAdminRoutes,
  hornRoutes,
  moneyRoutes,
  paymentAdminRoutes,
  profileRoutes,
  type CallBody,
  type ReviewStatus,
  type WithdrawalStatus,
} from '@tifo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { adminKeys, useDecisionMutation, usePagedQuery } from '../api';

/**
 * The review queues' lists and decisions. Every call is `quiet`: the console shows the
 * server's words in place (beside the list, in the dialog) rather than in a toast.
 */

export type IncidentState = 'open' | 'resolved' | 'all';

export function useAnchorApplicationsQuery(status: ReviewStatus) {
  return usePagedQuery([...adminKeys.queue('anchor_applications'), status], (page, signal) =>
    callApi(consoleRoutes.anchorApplications, { query: { status, page }, signal, quiet: true }),
  );
}

export function useReviewAnchorMutation() {
  return useDecisionMutation(
    'anchor_applications',
    (body: CallBody<typeof profileRoutes.reviewAnchorApplication>) =>
      callApi(profileRoutes.reviewAnchorApplication, { body, quiet: true }),
  );
}

export function useExpertApplicationsQuery(status: ReviewStatus) {
  return usePagedQuery([...adminKeys.queue('expert_applications'), status], (page, signal) =>
    callApi(consoleRoutes.expertApplications, { query: { status, page }, signal, quiet: true }),
  );
}

export function useReviewExpertMutation() {
  return useDecisionMutation(
    'expert_applications',
    (body: CallBody<typeof expertAdminRoutes.review>) =>
      callApi(expertAdminRoutes.review, { body, quiet: true }),
  );
}

/** Horns wait for review only: decided ones are the senders' to see. */
export function useWaitingHornsQuery() {
  return usePagedQuery(adminKeys.queue('horns'), (page, signal) =>
    callApi(hornRoutes.waiting, { query: { page }, signal, quiet: true }),
  );
}

export function useReviewHornMutation() {
  return useDecisionMutation('horns', (body: CallBody<typeof hornRoutes.review>) =>
    callApi(hornRoutes.review, { body, quiet: true }),
  );
}

export function useLivePlansQuery(status: ReviewStatus) {
  return usePagedQuery([...adminKeys.queue('live_plans'), status], (page, signal) =>
    callApi(broadcastPlanAdminRoutes.list, { query: { status, page }, signal, quiet: true }),
  );
}

export function useReviewLivePlanMutation() {
  return useDecisionMutation(
    'live_plans',
    (body: CallBody<typeof broadcastPlanAdminRoutes.review>) =>
      callApi(broadcastPlanAdminRoutes.review, { body, quiet: true }),
  );
}

export function useWithdrawalsQuery(status: WithdrawalStatus) {
  return usePagedQuery([...adminKeys.queue('withdrawals'), status], (page, signal) =>
    callApi(moneyRoutes.adminWithdrawalList, { query: { status, page }, signal, quiet: true }),
  );
}

export function useReviewWithdrawalMutation() {
  return useDecisionMutation(
    'withdrawals',
    (body: CallBody<typeof moneyRoutes.reviewWithdrawal>) =>
      callApi(moneyRoutes.reviewWithdrawal, { body, quiet: true }),
    // A member's background counts their earlier paid and refused withdrawals.
    [adminKeys.withdrawalBackgrounds()],
  );
}

/** Loaded when the reviewer opens it: where a withdrawing member's money came from. */
export function useWithdrawalBackgroundQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.withdrawalBackground(userId),
    queryFn: ({ signal }) =>
      callApi(consoleRoutes.withdrawalBackground, {
        query: { user_id: userId },
        signal,
        quiet: true,
      }),
    enabled,
  });
}

export function usePaymentIncidentsQuery(state: IncidentState) {
  return usePagedQuery([...adminKeys.queue('payment_incidents'), state], (page, signal) =>
    callApi(paymentAdminRoutes.paymentIncidents, { query: { state, page }, signal, quiet: true }),
  );
}

export function useResolveIncidentMutation() {
  return useDecisionMutation(
    'payment_incidents',
    (body: CallBody<typeof paymentAdminRoutes.resolvePaymentIncident>) =>
      callApi(paymentAdminRoutes.resolvePaymentIncident, { body, quiet: true }),
  );
}
