import type { RedEnvelope } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Avatar } from '../../../shared/ui/Avatar';
import { cx } from '../../../shared/ui/cx';
import { Icon } from '../../../shared/ui/Icon';
import { ClaimRedEnvelopeDialog } from './ClaimRedEnvelopeDialog';
import { formatCountdown } from './format';
import { RedEnvelopeIcon } from './RedEnvelopeIcon';
import { SendRedEnvelopeDialog } from './SendRedEnvelopeDialog';
import { isClosed, useRoomRedEnvelopes } from './use-room-red-envelopes';

/** Badges the stack shows at once (the rest follow as these close), to leave the video seen. */
export const RED_ENVELOPES_SHOWN = 3;

type OpenDialog = { kind: 'send' } | { kind: 'claim'; envelope: RedEnvelope };

/**
 * The room's red envelopes over the top right of the player: the "send red envelope" button
 * and the open envelopes, each a badge that opens its claim dialog. The dialogs render outside
 * the overlay, so its stacking does not trap them under the page's header.
 */
export function RoomRedEnvelopes({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live');
  const { envelopes, now } = useRoomRedEnvelopes(roomId);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const shown = envelopes.slice(0, RED_ENVELOPES_SHOWN);
  const more = envelopes.length - shown.length;

  return (
    <>
      <div className="absolute top-2 right-2 z-10 flex flex-col items-end gap-1.5">
        <button
          type="button"
          data-testid="red-envelope-send-button"
          onClick={() => setDialog({ kind: 'send' })}
          className="flex items-center gap-1 rounded-full bg-red-600/90 py-1 pr-2.5 pl-1.5 text-xs font-medium text-amber-100 shadow hover:bg-red-600"
        >
          <RedEnvelopeIcon className="size-4" />
          {t('redEnvelope.send')}
        </button>
        {shown.length > 0 && (
          <ul aria-label={t('redEnvelope.stack')} className="flex flex-col items-end gap-1.5">
            {shown.map((envelope) => (
              <li key={envelope.id}>
                <RedEnvelopeBadge
                  envelope={envelope}
                  now={now}
                  onOpen={() => setDialog({ kind: 'claim', envelope })}
                />
              </li>
            ))}
          </ul>
        )}
        {more > 0 && (
          <span
            data-testid="red-envelope-more"
            className="rounded-full bg-black/50 px-2 py-0.5 text-xs text-white"
          >
            {t('redEnvelope.more', { count: more })}
          </span>
        )}
      </div>
      {dialog?.kind === 'send' && <SendRedEnvelopeDialog roomId={roomId} onClose={close} />}
      {dialog?.kind === 'claim' && (
        <ClaimRedEnvelopeDialog
          envelope={dialog.envelope}
          live={envelopes.find((envelope) => envelope.id === dialog.envelope.id)}
          now={now}
          onClose={close}
        />
      )}
    </>
  );
}

function RedEnvelopeBadge({
  envelope,
  now,
  onOpen,
}: {
  envelope: RedEnvelope;
  now: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation('live');
  const closed = isClosed(envelope, now);
  // Out of time before the server's push says so: shown as expired all the same.
  const status = closed && envelope.status === 'open' ? 'expired' : envelope.status;
  const left = t('redEnvelope.left', { left: envelope.remaining_count, count: envelope.count });
  const state =
    status === 'open'
      ? formatCountdown(Date.parse(envelope.expires_at) - now)
      : t(`redEnvelope.status.${status}`);
  return (
    <button
      type="button"
      data-testid="red-envelope-badge"
      data-envelope-id={envelope.id}
      data-status={status}
      data-claimed={envelope.my_share !== null || undefined}
      aria-label={t('redEnvelope.badge', {
        name: envelope.sender.nickname,
        left: envelope.remaining_count,
        count: envelope.count,
        state,
      })}
      onClick={onOpen}
      className={cx(
        'relative flex w-16 flex-col items-center gap-0.5 rounded-lg bg-linear-to-b from-red-500 to-red-700 px-1 pt-1.5 pb-1 text-[11px] leading-tight text-amber-100 shadow-md ring-1 ring-amber-300/60 hover:brightness-110',
        closed && 'opacity-60 grayscale',
      )}
    >
      <Avatar
        src={envelope.sender.avatar}
        name={envelope.sender.nickname}
        className="size-7 text-xs ring-2 ring-amber-300"
      />
      <span data-testid="red-envelope-left" className="tabular-nums">
        {left}
      </span>
      <span data-testid="red-envelope-state" className="tabular-nums text-amber-200">
        {state}
      </span>
      {envelope.my_share !== null && (
        <span className="absolute -top-1 -right-1 rounded-full bg-green-600 p-0.5 text-white">
          <Icon name="check" className="size-3" />
        </span>
      )}
    </button>
  );
}
