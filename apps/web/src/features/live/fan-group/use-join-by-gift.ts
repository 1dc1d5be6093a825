import type { FanGroup, FanMembership, RoomInfo } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { randomId } from '../../../shared/random-id';
import { userIdOf } from '../../../shared/session/room-roles';
import { useStoredValue } from '../../../shared/use-stored-value';
import { refreshFanGroup, refusalMessage, waitForMembership } from '../../fan-groups';
import { useSendGiftMutation } from '../gifts/api';

/** Where a fan-light join stands; a refusal's text is the server's when it says one. */
export type GiftJoinState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'checking' }
  | { kind: 'pending' }
  | { kind: 'refused'; text: string | null };

/**
 * Joins (or renews) a gift-mode fan group: sends one fan light through the room's gift call,
 * then waits for the membership, which the server grants a moment after the gift. The send is
 * refused as the server says (room not live, not enough diamonds…).
 */
export function useJoinByGift(room: RoomInfo, group: FanGroup, me: FanMembership | null) {
  const { t } = useTranslation('fans');
  const queryClient = useQueryClient();
  const viewerId = userIdOf(useStoredValue('userInfo'));
  const send = useSendGiftMutation(room.room_id);
  const [state, setState] = useState<GiftJoinState>({ kind: 'idle' });
  // A second click before the button re-renders as busy must not send a second fan light.
  const busy = useRef(false);

  const join = () => {
    const giftId = group.fan_light_gift_id;
    if (giftId === null) {
      setState({ kind: 'refused', text: t('join.noFanLight') });
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const renewing = me?.active === true;
    const expiredBefore = me?.expires_at ?? null;
    setState({ kind: 'sending' });
    send.mutate(
      { giftId, count: 1, requestId: randomId() },
      {
        onSuccess: () => {
          setState({ kind: 'checking' });
          void waitForMembership(
            queryClient,
            group.anchor_id,
            viewerId,
            // Joined, or (renewing) the expiry moved on.
            (info) => info.me?.active === true && info.me.expires_at !== expiredBefore,
          ).then((granted) => {
            busy.current = false;
            void refreshFanGroup(queryClient, group.anchor_id);
            if (!granted) {
              setState({ kind: 'pending' });
              return;
            }
            setState({ kind: 'idle' });
            showToast(renewing ? t('join.renewed') : t('join.joined', { name: group.name }), {
              kind: 'success',
            });
          });
        },
        onError: (error) => {
          busy.current = false;
          setState({ kind: 'refused', text: refusalMessage(error) });
        },
      },
    );
  };

  return { state, join };
}
