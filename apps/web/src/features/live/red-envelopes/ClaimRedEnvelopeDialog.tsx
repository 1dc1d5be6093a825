import { ResponseCode, type RedEnvelope, type RedEnvelopeClaim } from '@tifo/contract';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { Avatar } from '../../../shared/ui/Avatar';
import { Dialog } from '../../../shared/ui/Dialog';
import { useStoredValue } from '../../../shared/use-stored-value';
import { LoginPrompt } from '../../../shared/session/LoginPrompt';
import { formatDiamonds } from '../../../shared/format/money';
import { pageLanguage } from '../../../shared/format/locale';
import { DiamondIcon } from '../gifts/GiftIcons';
import { useReceiveRedEnvelopeMutation, useRedEnvelopeInfoQuery } from './api';
import { RedEnvelopeIcon } from './RedEnvelopeIcon';
import { isClosed } from './use-room-red-envelopes';

/** The claim that marks "best luck": the most diamonds, the earliest on a tie. */
export function bestClaimOf(claims: readonly RedEnvelopeClaim[]): RedEnvelopeClaim | null {
  let best: RedEnvelopeClaim | null = null;
  for (const claim of claims) {
    if (
      !best ||
      claim.amount > best.amount ||
      (claim.amount === best.amount && Date.parse(claim.claimed_at) < Date.parse(best.claimed_at))
    ) {
      best = claim;
    }
  }
  return best;
}

/**
 * One red envelope: sender and message, the "Open" button, then what the member got and who
 * got how much. The stack's copy (kept current by pushes) is preferred; once it has left the
 * stack, the envelope as the info call or the badge last had it.
 */
export function ClaimRedEnvelopeDialog({
  envelope: opened,
  live,
  now,
  onClose,
}: {
  /** The envelope as its badge showed it when clicked. */
  envelope: RedEnvelope;
  /** The stack's current copy; undefined once it has left the stack. */
  live: RedEnvelope | undefined;
  now: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('live');
  const user = useStoredValue('userInfo');
  const info = useRedEnvelopeInfoQuery(opened.id);
  const receive = useReceiveRedEnvelopeMutation(opened.id);
  // A second click before the button re-renders as disabled must not claim twice.
  const claiming = useRef(false);
  const envelope = live ?? info.data?.envelope ?? opened;
  const myShare =
    receive.data?.amount ?? live?.my_share ?? info.data?.envelope.my_share ?? opened.my_share;
  const closed = isClosed(envelope, now);
  const format = (value: number) => formatDiamonds(value, pageLanguage(i18n.language));
  const refusal = receive.error
    ? receive.error instanceof ApiError &&
      receive.error.code === ResponseCode.error &&
      receive.error.message
      ? receive.error.message
      : t('redEnvelope.claimFailed')
    : null;
  // Who got what shows once the member has opened theirs, or nothing is left to open.
  const revealed = myShare !== null || closed;
  const closedText =
    envelope.status === 'finished' ? t('redEnvelope.finishedText') : t('redEnvelope.expiredText');

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('redEnvelope.claimTitle', { name: envelope.sender.nickname })}
      testId="red-envelope-claim-dialog"
    >
      <div className="flex flex-col items-center gap-2 rounded-xl bg-linear-to-b from-red-600 to-red-500 px-4 py-5 text-center text-white">
        <Avatar
          src={envelope.sender.avatar}
          name={envelope.sender.nickname}
          className="size-12 text-lg ring-2 ring-amber-300"
        />
        <p className="font-semibold">{envelope.sender.nickname}</p>
        <p data-testid="red-envelope-greeting" className="text-sm text-amber-100">
          {envelope.message || t('redEnvelope.defaultMessage')}
        </p>
        {myShare !== null ? (
          <p data-testid="red-envelope-amount" className="mt-1 text-lg font-bold text-amber-200">
            {t('redEnvelope.amount', { value: format(myShare) })}
          </p>
        ) : closed ? (
          <p data-testid="red-envelope-closed" className="mt-1 text-sm text-amber-100">
            {closedText}
          </p>
        ) : !user ? null : (
          <button
            type="button"
            data-testid="red-envelope-open"
            aria-label={t('redEnvelope.openLabel')}
            aria-busy={receive.isPending || undefined}
            disabled={receive.isPending}
            onClick={() => {
              if (claiming.current) return;
              claiming.current = true;
              receive.mutate(undefined, {
                onSettled: () => {
                  claiming.current = false;
                },
              });
            }}
            className="mt-2 flex size-16 items-center justify-center rounded-full bg-amber-400 text-2xl font-bold text-red-700 shadow-lg ring-4 ring-amber-200/60 hover:bg-amber-300 disabled:animate-pulse"
          >
            {t('redEnvelope.open')}
          </button>
        )}
      </div>
      {myShare !== null && (
        <p className="mt-2 text-center text-xs text-slate-500">{t('redEnvelope.amountNote')}</p>
      )}
      {refusal && myShare === null && (
        <p
          data-testid="red-envelope-error"
          role="alert"
          className="mt-3 text-center text-sm text-red-700"
        >
          {refusal}
        </p>
      )}
      {!user && !closed && (
        <div className="mt-3">
          <LoginPrompt
            title={t('redEnvelope.loginToClaim')}
            description={t('redEnvelope.loginToClaimText')}
            icon={<RedEnvelopeIcon className="size-6" />}
            onLogin={onClose}
          />
        </div>
      )}
      <section data-testid="red-envelope-claims" className="mt-4">
        <p className="text-xs text-slate-500">
          {t('redEnvelope.progress', {
            claimed: envelope.count - envelope.remaining_count,
            count: envelope.count,
            total: format(envelope.total),
          })}
        </p>
        {revealed &&
          (info.isError ? (
            <p className="mt-2 text-sm text-slate-600">{t('redEnvelope.claimsError')}</p>
          ) : info.data ? (
            <ClaimList claims={info.data.claims} final={envelope.status !== 'open'} />
          ) : null)}
      </section>
    </Dialog>
  );
}

function ClaimList({ claims, final }: { claims: readonly RedEnvelopeClaim[]; final: boolean }) {
  const { t, i18n } = useTranslation('live');
  if (claims.length === 0) {
    return <p className="mt-2 text-sm text-slate-600">{t('redEnvelope.claimsEmpty')}</p>;
  }
  // While shares are left, a later claim may still beat the best one: marked once it is final.
  const best = final ? bestClaimOf(claims) : null;
  return (
    <ul
      aria-label={t('redEnvelope.claims')}
      className="mt-2 max-h-60 divide-y divide-slate-100 overflow-y-auto"
    >
      {claims.map((claim) => (
        <li
          key={claim.id}
          data-testid="red-envelope-claim"
          data-best={claim === best || undefined}
          className="flex items-center gap-2 py-2"
        >
          <Avatar src={claim.avatar} name={claim.nickname} className="size-8 text-sm" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-slate-800">{claim.nickname}</span>
            {claim === best && (
              <span className="text-xs font-medium text-amber-600">
                {t('redEnvelope.bestLuck')}
              </span>
            )}
          </span>
          <span className="flex items-center gap-0.5 text-slate-700 tabular-nums">
            <DiamondIcon />
            {formatDiamonds(claim.amount, pageLanguage(i18n.language))}
          </span>
        </li>
      ))}
    </ul>
  );
}
