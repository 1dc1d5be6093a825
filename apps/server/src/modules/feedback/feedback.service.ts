import { FEEDBACK_LIMITS, type Language, type SubmitFeedbackBody } from '@tifo/contract';
import { AppError } from '../../platform/http/app-error';
import type { FeedbackRepository } from './feedback.repository';

export interface FeedbackSubmission extends SubmitFeedbackBody {
  language: Language;
  clientAddress: string;
  userAgent: string | undefined;
}

export interface FeedbackServiceDeps {
  now?: () => number;
}

export class FeedbackService {
  constructor(
    private readonly repository: FeedbackRepository,
    private readonly deps: FeedbackServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  async submit(submission: FeedbackSubmission): Promise<{ id: number }> {
    const windowStart = new Date(this.now() - FEEDBACK_LIMITS.windowMinutes * 60_000);
    const recent = await this.repository.countSince(submission.clientAddress, windowStart);
    if (recent >= FEEDBACK_LIMITS.perAddressPerWindow) {
      throw new AppError('request.rateLimited', {
        httpStatus: 429,
        params: { seconds: FEEDBACK_LIMITS.windowMinutes * 60 },
      });
    }
    const id = await this.repository.insert({
      category: submission.category,
      content: submission.content,
      contact: submission.contact || null,
      language: submission.language,
      pageUrl: submission.page_url?.slice(0, 300) ?? null,
      userAgent: submission.userAgent?.slice(0, 300) ?? null,
      clientAddress: submission.clientAddress,
    });
    return { id };
  }
}
