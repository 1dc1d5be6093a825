import {
  redEnvelopeChangedEventSchema,
  redEnvelopeEventSchema,
  type RedEnvelope,
} from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveDataEvent } from '../../../shared/use-live-data-event';
import {
  applyRedEnvelopeChange,
  removeRedEnvelope,
  upsertRedEnvelope,
  useRoomRedEnvelopesQuery,
} from './api';

/** How long a finished or expired envelope stays in the stack, shown closed, before it goes. */
export const CLOSED_SHOWN_MS = 4_000;
/** The countdowns' clock. */
const TICK_MS = 1_000;

/** Open until the server closes it or its time runs out (the expiry push may come late). */
export function isClosed(envelope: RedEnvelope, now: number): boolean {
  return envelope.status !== 'open' || Date.parse(envelope.expires_at) <= now;
}

/** Milliseconds since the epoch, read again every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export interface RoomRedEnvelopes {
  /** Unclaimed ones first, then oldest first. */
  envelopes: readonly RedEnvelope[];
  now: number;
}

/**
 * The room's red envelopes while the page is open: the list read on entering, kept current by
 * the live-data socket (`redEnvelope` adds one, `redEnvelopeChanged` updates it). A closed
 * envelope shows as such for CLOSED_SHOWN_MS, then leaves the stack.
 */
export function useRoomRedEnvelopes(roomId: number): RoomRedEnvelopes {
  const queryClient = useQueryClient();
  const list = useRoomRedEnvelopesQuery(roomId);
  const envelopes = list.data;
  const now = useNow(envelopes !== undefined && envelopes.length > 0);

  useLiveDataEvent('redEnvelope', redEnvelopeEventSchema, (envelope) => {
    if (envelope.room_id === roomId) upsertRedEnvelope(queryClient, envelope);
  });
  useLiveDataEvent('redEnvelopeChanged', redEnvelopeChangedEventSchema, (change) => {
    if (change.room_id === roomId) applyRedEnvelopeChange(queryClient, change);
  });

  // Each closed envelope is dropped once, CLOSED_SHOWN_MS after it was first seen closed.
  const [dropTimers] = useState(() => new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(
    () => () => {
      dropTimers.forEach((timer) => clearTimeout(timer));
      dropTimers.clear();
    },
    [dropTimers],
  );
  const closedIds = (envelopes ?? [])
    .filter((envelope) => isClosed(envelope, now))
    .map((envelope) => envelope.id)
    .join(',');
  useEffect(() => {
    if (!closedIds) return;
    for (const id of closedIds.split(',').map(Number)) {
      if (dropTimers.has(id)) continue;
      const timer = setTimeout(() => {
        dropTimers.delete(id);
        removeRedEnvelope(queryClient, roomId, id);
      }, CLOSED_SHOWN_MS);
      dropTimers.set(id, timer);
    }
  }, [closedIds, dropTimers, queryClient, roomId]);

  const sorted = [...(envelopes ?? [])].sort(
    (a, b) =>
      Number(a.my_share !== null) - Number(b.my_share !== null) ||
      Date.parse(a.created_at) - Date.parse(b.created_at),
  );
  return { envelopes: sorted, now };
}
