import { FEEDBACK_LIMITS } from '@tifo/contract';

export interface FeedbackErrors {
  content?: 'tooShort' | 'tooLong';
  contact?: 'tooLong';
}

/** The same limits the server checks, so most mistakes are caught before sending. */
export function validateFeedback(content: string, contact: string): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const length = content.trim().length;
  if (length < FEEDBACK_LIMITS.contentMinLength) errors.content = 'tooShort';
  else if (length > FEEDBACK_LIMITS.contentMaxLength) errors.content = 'tooLong';
  if (contact.trim().length > FEEDBACK_LIMITS.contactMaxLength) errors.contact = 'tooLong';
  return errors;
}
