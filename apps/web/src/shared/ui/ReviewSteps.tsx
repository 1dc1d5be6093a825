import type { REVIEW_STATUSES } from '@tifo/contract';
import { cx } from './cx';
import type { BadgeTone } from './Surface';

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The badge tone of a review state (spec §4): waiting, succeeded, failed. */
export function reviewTone(status: ReviewStatus): BadgeTone {
  if (status === 'rejected') return 'warning';
  return status === 'waiting' ? 'brand' : 'success';
}

/**
 * Submitted → in review → result, with the step an application is at marked (the streamer and
 * expert applications). The caller words the steps; `result` is the last step's label (the
 * outcome once reviewed).
 */
export function ReviewSteps({
  status,
  labels,
}: {
  status: ReviewStatus;
  labels: { submitted: string; review: string; result: string };
}) {
  const reviewed = status !== 'waiting';
  const steps = [
    { key: 'submitted', label: labels.submitted, done: true },
    { key: 'review', label: labels.review, done: reviewed },
    { key: 'result', label: labels.result, done: reviewed },
  ];
  return (
    <ol className="mt-3 flex flex-wrap items-center gap-2 text-xs" data-testid="review-steps">
      {steps.map((step, index) => {
        const current = step.key === 'review' && !reviewed;
        const failed = step.key === 'result' && status === 'rejected';
        return (
          <li
            key={step.key}
            className="flex items-center gap-2"
            aria-current={current ? 'step' : undefined}
          >
            {index > 0 && <span aria-hidden="true" className="h-px w-6 bg-slate-300" />}
            <span
              aria-hidden="true"
              className={cx(
                'flex size-5 items-center justify-center rounded-full text-[10px] font-bold',
                failed
                  ? 'bg-amber-700 text-white'
                  : step.done
                    ? 'bg-green-600 text-white'
                    : current
                      ? 'bg-brand-600 text-white'
                      : 'bg-slate-200 text-slate-500',
              )}
            >
              {index + 1}
            </span>
            <span className={step.done || current ? 'text-slate-800' : 'text-slate-500'}>
              {step.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
