import { FAN_GROUP_LIMITS, type FanGroup, type FanMembership, type RoomInfo } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { useGiftListQuery } from '../gifts/api';
import { JoinNotice } from './JoinNotice';
import { useJoinByGift } from './use-join-by-gift';

/** "Join with a fan light (1 diamond)": one fan light sent in this room joins, or adds 30 days. */
export function JoinByGift({
  room,
  group,
  me,
}: {
  room: RoomInfo;
  group: FanGroup;
  me: FanMembership | null;
}) {
  const { t } = useTranslation('fans');
  // The price is the gift's own (the gift list is usually in the cache already).
  const gifts = useGiftListQuery();
  const price = gifts.data?.find((gift) => gift.id === group.fan_light_gift_id)?.price;
  const { state, join } = useJoinByGift(room, group, me);
  const busy = state.kind === 'sending' || state.kind === 'checking';
  return (
    <div className="flex flex-col gap-2">
      <Button data-testid="fan-group-join" className="w-full" loading={busy} onClick={join}>
        {me ? t('join.renewByGift', { days: FAN_GROUP_LIMITS.membershipDays }) : t('join.byGift')}
        {price !== undefined && (
          <span className="font-normal opacity-90">{t('join.price', { price })}</span>
        )}
      </Button>
      {state.kind === 'checking' && <JoinNotice kind="status" text={t('join.checking')} />}
      {state.kind === 'pending' && <JoinNotice kind="status" text={t('join.pending')} />}
      {state.kind === 'refused' && (
        <JoinNotice kind="alert" text={state.text ?? t('join.failed')} />
      )}
    </div>
  );
}
