import { feedbackRoutes, type SubmitFeedbackBody } from '@tifo/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';

export const feedbackKeys = {
  all: ['feedback'] as const,
  submit: () => [...feedbackKeys.all, 'submit'] as const,
};

export function useSubmitFeedbackMutation() {
  return useMutation({
    mutationKey: feedbackKeys.submit(),
    mutationFn: (body: SubmitFeedbackBody) => callApi(feedbackRoutes.submit, { body }),
  });
}
