import type { ReviewStatus } from '@tifo/contract';
import type { ReactNode } from 'react';
import { ReviewActions, type ReviewDecision } from '../review/ReviewActions';
import { ReviewStatusBadge } from '../review/ReviewStatusBadge';
import { QueueRow } from '../ui/QueueTable';
import { Person } from '../ui/Person';
import { When } from '../ui/When';

/** What every application queue shows of the applicant and its review. */
interface Application {
  user_id: number;
  nickname: string;
  avatar: string;
  created_at: string;
  status: ReviewStatus;
}

/**
 * One application of a review queue (streamers, experts): the applicant, when they applied, the
 * review state, Approve/Refuse while it waits, and the form's facts as `children`.
 */
export function ApplicationRow({
  application,
  testId,
  noteMax,
  onDecide,
  children,
}: {
  application: Application;
  testId: string;
  /** The review call's note limit. */
  noteMax: number;
  onDecide: (decision: ReviewDecision) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <QueueRow
      testId={testId}
      heading={
        <Person
          nickname={application.nickname}
          userId={application.user_id}
          avatar={application.avatar}
        />
      }
      aside={
        <>
          <When iso={application.created_at} />
          <ReviewStatusBadge status={application.status} />
        </>
      }
      actions={
        application.status === 'waiting' && (
          <ReviewActions subject={application.nickname} noteMax={noteMax} onDecide={onDecide} />
        )
      }
    >
      {children}
    </QueueRow>
  );
}
