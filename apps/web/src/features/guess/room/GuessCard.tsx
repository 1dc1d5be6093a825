import type { Guess, GuessOptionKey } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { LoginPrompt } from '../../../shared/session/LoginPrompt';
import { refusalMessage, useGuessActionMutation } from '../api';
import { myStakesByOption, poolRatio, shareOf } from '../guess-math';
import { GuessIcon } from '../GuessIcon';
import { GuessStatusBadge } from '../GuessStatusBadge';
import { useGuessFormat } from '../use-guess-format';
import { StakeForm } from './StakeForm';

/**
 * One guess: its match and kind, its status (with the result once settled), each option with
 * its odds or its part of the pool and a bar of what is staked on it, the member's stakes, the
 * stake form of the option picked, and for moderators the buttons that close or call it off.
 */
export function GuessCard({
  guess,
  pickedKey,
  onPick,
  signedIn,
  balance,
  moderator,
  onStop,
}: {
  guess: Guess;
  pickedKey: GuessOptionKey | null;
  onPick: (key: GuessOptionKey) => void;
  signedIn: boolean;
  balance: number | undefined;
  moderator: boolean;
  onStop: () => void;
}) {
  const { t } = useTranslation('guess');
  const format = useGuessFormat();
  const open = guess.status === 'open';
  const withDraw = guess.options.some((option) => option.key === 'draw');
  const mine = myStakesByOption(guess);
  // A member backs one option of a guess (the server refuses a second one).
  const backed = [...mine.keys()][0] ?? null;
  const picked = open ? pickedKey : null;

  return (
    <li
      data-testid="guess-card"
      data-guess-id={guess.id}
      data-status={guess.status}
      className="rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-2">
        <p data-testid="guess-match" className="min-w-0 font-semibold break-words text-slate-900">
          {guess.match_label}
        </p>
        <GuessStatusBadge status={guess.status} />
      </div>
      <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-500">
        <span data-testid="guess-kind">{format.kind(guess.kind, guess.line, withDraw)}</span>
        <span aria-hidden="true">·</span>
        <span>{t(`mode.${guess.mode}`)}</span>
        <span aria-hidden="true">·</span>
        <span data-testid="guess-total" className="tabular-nums">
          {t('panel.totalStaked', { amount: format.gold(guess.total_staked) })}
        </span>
      </p>

      <ul aria-label={t('panel.optionsLabel')} className="mt-2 space-y-1.5">
        {guess.options.map((option) => (
          <li key={option.key}>
            <OptionButton
              guess={guess}
              option={option}
              picked={picked === option.key}
              onPick={() => onPick(option.key)}
            />
          </li>
        ))}
      </ul>

      <GuessOutcome guess={guess} />

      {mine.size > 0 && (
        <div className="mt-2 rounded-lg bg-amber-50 px-2 py-1.5 text-xs text-amber-900">
          <p className="font-medium">{t('panel.myStakes')}</p>
          <ul className="flex flex-wrap gap-x-3">
            {[...mine].map(([key, amount]) => (
              <li key={key} data-testid="guess-my-stake" data-key={key} className="tabular-nums">
                {t('panel.myStake', {
                  option: format.option(key, guess.line),
                  amount: format.gold(amount),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}

      {picked &&
        (!signedIn ? (
          <div className="mt-3">
            <LoginPrompt
              title={t('stake.loginTitle')}
              description={t('stake.loginText')}
              icon={<GuessIcon className="size-6" />}
            />
          </div>
        ) : backed && backed !== picked ? (
          <p
            role="status"
            data-testid="guess-one-option"
            className="mt-3 rounded-lg bg-slate-50 px-2 py-1.5 text-xs text-slate-700"
          >
            {t('stake.oneOption', { option: format.option(backed, guess.line) })}
          </p>
        ) : (
          <StakeForm key={picked} guess={guess} optionKey={picked} balance={balance} />
        ))}

      {moderator && (guess.status === 'open' || guess.status === 'pending') && (
        <ModeratorActions guess={guess} onStop={onStop} />
      )}
    </li>
  );
}

function OptionButton({
  guess,
  option,
  picked,
  onPick,
}: {
  guess: Guess;
  option: Guess['options'][number];
  picked: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation('guess');
  const format = useGuessFormat();
  const open = guess.status === 'open';
  const won = guess.status === 'settled' && guess.result === option.key;
  const share = shareOf(guess, option.key);
  const ratio = poolRatio(guess, option.key);
  const price =
    guess.mode === 'odds'
      ? option.odds === null
        ? ''
        : t('panel.odds', { odds: format.odds(option.odds) })
      : ratio === null
        ? t('panel.poolEmpty')
        : t('panel.poolRatio', { ratio: format.odds(ratio) });

  return (
    <button
      type="button"
      data-testid="guess-option"
      data-key={option.key}
      aria-pressed={open ? picked : undefined}
      disabled={!open}
      onClick={onPick}
      className={cx(
        'w-full rounded-lg px-2 py-1.5 text-left ring-1 transition-colors',
        picked
          ? 'bg-brand-50 ring-brand-500'
          : won
            ? 'bg-green-50 ring-green-500'
            : 'ring-slate-200',
        open ? 'hover:bg-slate-50' : 'cursor-default',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 font-medium text-slate-900">
          {format.option(option.key, guess.line)}
          {won && (
            <span className="rounded bg-green-600 px-1 text-[10px] text-white">
              {t('panel.winning')}
            </span>
          )}
        </span>
        <span data-testid="guess-option-price" className="text-xs text-brand-700 tabular-nums">
          {price}
        </span>
      </span>
      <span
        aria-hidden="true"
        className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-100"
      >
        <span
          data-testid="guess-option-bar"
          className={cx('block h-full rounded-full', won ? 'bg-green-500' : 'bg-brand-500')}
          style={{ width: `${share}%` }}
        />
      </span>
      <span className="mt-0.5 flex justify-between gap-2 text-xs text-slate-500 tabular-nums">
        <span data-testid="guess-option-staked">
          {format.gold(option.staked)}
          {guess.mode === 'pool' && ` · ${t('panel.poolShare', { share })}`}
        </span>
        <span data-testid="guess-option-bettors">
          {t('panel.bettors', { count: option.bettors })}
        </span>
      </span>
    </button>
  );
}

/** What became of a guess that no longer takes stakes. */
function GuessOutcome({ guess }: { guess: Guess }) {
  const { t } = useTranslation('guess');
  const format = useGuessFormat();
  let text: string | null = null;
  if (guess.status === 'pending') text = t('panel.pendingNote');
  if (guess.status === 'stopped') text = t('panel.stoppedNote');
  if (guess.status === 'settled') {
    const score = guess.final_score ?? '';
    if (guess.result === null) text = t('panel.push', { score });
    else {
      const result = t('panel.result', { option: format.option(guess.result, guess.line) });
      const pickedByNobody =
        guess.mode === 'pool' &&
        (guess.options.find((option) => option.key === guess.result)?.staked ?? 0) === 0;
      text = [
        result,
        score && t('panel.finalScore', { score }),
        pickedByNobody && t('panel.noWinner'),
      ]
        .filter(Boolean)
        .join(' · ');
    }
  }
  if (!text) return null;
  return (
    <p
      data-testid="guess-outcome"
      className={cx(
        'mt-2 rounded-lg px-2 py-1.5 text-xs',
        guess.status === 'settled' ? 'bg-green-50 text-green-800' : 'bg-slate-50 text-slate-600',
      )}
    >
      {text}
    </p>
  );
}

function ModeratorActions({ guess, onStop }: { guess: Guess; onStop: () => void }) {
  const { t } = useTranslation('guess');
  const action = useGuessActionMutation(guess.room_id);
  const refusal = action.isError ? (refusalMessage(action.error) ?? t('manage.failed')) : null;
  return (
    <div className="mt-3 border-t border-slate-100 pt-2">
      <div className="flex flex-wrap justify-end gap-2">
        {guess.status === 'open' && (
          <Button
            size="sm"
            variant="secondary"
            data-testid="guess-close"
            loading={action.isPending}
            onClick={() => action.mutate({ action: 'close', guessId: guess.id })}
          >
            {t('manage.close')}
          </Button>
        )}
        <Button size="sm" variant="danger" data-testid="guess-stop" onClick={onStop}>
          {t('manage.stop')}
        </Button>
      </div>
      {refusal && (
        <p role="alert" data-testid="guess-action-refusal" className="mt-1 text-xs text-red-700">
          {refusal}
        </p>
      )}
    </div>
  );
}
