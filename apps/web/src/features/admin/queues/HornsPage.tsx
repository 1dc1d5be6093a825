import { HORN, type Horn } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds } from '../../../shared/format/money';
import { ReviewActions, type ReviewDecision } from '../review/ReviewActions';
import { useDecided } from '../review/use-decided';
import { ConsolePage } from '../ui/ConsolePage';
import { Facts } from '../ui/Facts';
import { PagedList } from '../ui/PagedList';
import { QueueRow, QueueTable } from '../ui/QueueTable';
import { Person } from '../ui/Person';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import { useReviewHornMutation, useWaitingHornsQuery } from './queue-api';

/** Global horns waiting for review: approved ones show across all rooms, refused ones are paid back. */
export function HornsPage() {
  const { t } = useTranslation('admin');
  const query = useWaitingHornsQuery();
  const review = useReviewHornMutation();
  const { isDecided, markDecided } = useDecided();

  return (
    <ConsolePage title={t('nav.horns')} description={t('horns.description')}>
      <PagedList query={query} visible={(horn) => !isDecided(horn.id)} emptyTitle={t('list.empty')}>
        {(horns) => (
          <QueueTable label={t('nav.horns')}>
            {horns.map((horn) => (
              <HornItem
                key={horn.id}
                horn={horn}
                onDecide={async (decision) => {
                  await review.mutateAsync({ id: horn.id, ...decision });
                  markDecided(horn.id);
                }}
              />
            ))}
          </QueueTable>
        )}
      </PagedList>
    </ConsolePage>
  );
}

function HornItem({
  horn,
  onDecide,
}: {
  horn: Horn;
  onDecide: (decision: ReviewDecision) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <QueueRow
      testId="horn"
      heading={
        <Person
          nickname={horn.sender.nickname}
          userId={horn.sender.id}
          avatar={horn.sender.avatar}
        />
      }
      aside={<When iso={horn.created_at} />}
      actions={
        // The note goes to the sender with the refund.
        <ReviewActions
          subject={t('horns.subject', { name: horn.sender.nickname })}
          noteMax={HORN.reviewNoteMaxLength}
          onDecide={onDecide}
        />
      }
    >
      <blockquote className="rounded-lg bg-amber-50 px-3 py-2 text-base break-words text-slate-900">
        {horn.text}
      </blockquote>
      <Facts
        items={[
          [t('fields.cost'), t('fields.diamonds', { value: formatDiamonds(horn.cost, language) })],
          [t('fields.room'), horn.room_id === null ? '' : String(horn.room_id)],
          [
            t('fields.nobleTier'),
            horn.sender.noble_tier === null ? '' : String(horn.sender.noble_tier),
          ],
        ]}
      />
    </QueueRow>
  );
}
