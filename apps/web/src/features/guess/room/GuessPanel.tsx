import { FUN_GUESS, type Guess, type GuessOptionKey, type RoomInfo } from '@tifo/contract';
import { useState } from 'react';
import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { Button } from '../../../shared/ui/Button';
import { EmptyState, Skeleton } from '../../../shared/ui/Surface';
import { useStoredValue } from '../../../shared/use-stored-value';
import { isModerator } from '../../../shared/session/room-roles';
import { useGoldBalanceQuery } from '../api';
import { GuessCard } from './GuessCard';
import { OpenGuessForm } from './OpenGuessForm';
import { StopGuessDialog } from './StopGuessDialog';
import { useRoomGuesses } from './use-room-guesses';

/** The option the member is staking on: one at a time in the whole panel. */
export interface StakePick {
  guessId: number;
  key: GuessOptionKey;
}

/**
 * The room's fun-guess tab (spec §2, §4): the guesses the streamer opened on the room's match,
 * live through `updateGuessBetting`, the member's stakes and the form that places one. The
 * streamer and the room's moderators also open guesses, close them to stakes and call them
 * off. Stakes are gold coins, play money.
 */
export function GuessPanel({ room, myUserId }: { room: RoomInfo; myUserId: number | null }) {
  const { t, ready } = useLazyTranslation('guess');
  // Read while the words load: both are needed before anything useful shows.
  const guesses = useRoomGuesses(room.room_id);
  const user = useStoredValue('userInfo');
  const signedIn = myUserId !== null && user !== null;
  const wallet = useGoldBalanceQuery(signedIn);
  const balance = signedIn ? (wallet.data ?? user.balances.gold_coins) : undefined;
  const moderator = signedIn && isModerator(room.me.role);
  const [pick, setPick] = useState<StakePick | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [stopping, setStopping] = useState<Guess | null>(null);

  if (!ready) {
    return (
      <div data-testid="guess-panel" aria-busy="true" className="space-y-2 p-3">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  const list = guesses.data ?? [];
  const openCount = list.filter((guess) => guess.status === 'open').length;

  return (
    <div data-testid="guess-panel" className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-slate-900">{t('panel.title')}</h3>
            <p className="text-xs text-slate-500">{t('panel.intro')}</p>
          </div>
          {moderator && (
            <Button
              size="sm"
              className="shrink-0 whitespace-nowrap"
              variant={formOpen ? 'secondary' : 'primary'}
              aria-expanded={formOpen}
              data-testid="guess-open-toggle"
              onClick={() => setFormOpen((open) => !open)}
            >
              {formOpen ? t('manage.hide') : t('manage.open')}
            </Button>
          )}
        </div>
        {moderator && formOpen && (
          <OpenGuessForm
            room={room}
            atLimit={openCount >= FUN_GUESS.openPerRoomMax}
            onCreated={() => setFormOpen(false)}
          />
        )}
        {guesses.isPending ? (
          <div aria-busy="true" className="space-y-2">
            {[0, 1].map((key) => (
              <Skeleton key={key} className="h-44 w-full" />
            ))}
          </div>
        ) : guesses.isError ? (
          <div className="flex flex-col items-center gap-2 py-8 text-sm text-slate-600">
            <p>{t('panel.loadError')}</p>
            <Button size="sm" variant="secondary" onClick={() => void guesses.refetch()}>
              {t('panel.retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState title={moderator ? t('panel.emptyModerator') : t('panel.empty')} />
        ) : (
          <ul aria-label={t('panel.listLabel')} className="space-y-3">
            {list.map((guess) => (
              <GuessCard
                key={guess.id}
                guess={guess}
                pickedKey={pick?.guessId === guess.id ? pick.key : null}
                onPick={(key) =>
                  setPick((current) =>
                    current?.guessId === guess.id && current.key === key
                      ? null
                      : { guessId: guess.id, key },
                  )
                }
                signedIn={signedIn}
                balance={balance}
                moderator={moderator}
                onStop={() => setStopping(guess)}
              />
            ))}
          </ul>
        )}
      </div>
      {stopping && (
        <StopGuessDialog
          guess={list.find((guess) => guess.id === stopping.id) ?? stopping}
          onClose={() => setStopping(null)}
        />
      )}
    </div>
  );
}
