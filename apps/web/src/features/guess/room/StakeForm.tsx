import { FUN_GUESS, type Guess, type GuessOptionKey } from '@tifo/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { TASK_CENTRE } from '../../mall';
import { refusalMessage, useBetMutation } from '../api';
import { oddsReturn, parseAmount, poolEstimate, roomLeftOn } from '../guess-math';
import { useGuessFormat } from '../use-guess-format';

/** Quick amounts under the box. */
export const STAKE_CHIPS = [10, 50, 100, 500] as const;

type Notice = { kind: 'done'; text: string } | { kind: 'refused'; text: string };

/**
 * The stake on the option picked: the amount (typed or a quick chip), the member's gold, what a
 * win would return, and the button. What the form can know is checked before sending (range,
 * the per-option cap, the balance); the server checks again and its refusal is shown as said.
 */
export function StakeForm({
  guess,
  optionKey,
  balance,
}: {
  guess: Guess;
  optionKey: GuessOptionKey;
  /** Unknown (an older stored profile, wallet not loaded): left for the server to judge. */
  balance: number | undefined;
}) {
  const { t } = useTranslation('guess');
  const format = useGuessFormat();
  const id = useId();
  const bet = useBetMutation(guess.room_id);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  // A second click before the button re-renders as disabled must not stake twice.
  const sending = useRef(false);

  const option = guess.options.find((entry) => entry.key === optionKey);
  const amount = parseAmount(text);
  const left = roomLeftOn(guess, optionKey);
  const inRange = amount !== null && amount >= FUN_GUESS.stakeMin && amount <= FUN_GUESS.stakeMax;
  const overLimit = inRange && amount > left;
  const short = inRange && balance !== undefined && amount > balance;
  const valid = inRange && !overLimit && !short;

  const problem =
    text.trim() === ''
      ? null
      : !inRange
        ? t('stake.badAmount', {
            min: format.plain(FUN_GUESS.stakeMin),
            max: format.plain(FUN_GUESS.stakeMax),
          })
        : overLimit
          ? t('stake.overLimit', {
              max: format.gold(FUN_GUESS.stakeMax),
              left: format.gold(left),
            })
          : null;

  const winnings =
    !inRange || !option
      ? null
      : guess.mode === 'odds'
        ? option.odds === null
          ? null
          : t('stake.return', { amount: format.gold(oddsReturn(amount, option.odds)) })
        : t('stake.estimate', { amount: format.gold(poolEstimate(guess, optionKey, amount)) });

  const choose = (value: string) => {
    setText(value);
    setNotice(null);
  };

  const submit = () => {
    if (!valid || sending.current) return;
    sending.current = true;
    setNotice(null);
    bet.mutate(
      { guessId: guess.id, option: optionKey, amount },
      {
        onSuccess: (result) => {
          setText('');
          setNotice({ kind: 'done', text: result.msg || t('stake.done') });
        },
        onError: (error) =>
          setNotice({ kind: 'refused', text: refusalMessage(error) ?? t('stake.failed') }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form
      data-testid="guess-stake-form"
      className="mt-3 space-y-2 rounded-lg bg-slate-50 p-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-xs font-medium text-slate-700">
        {t('stake.title', { option: format.option(optionKey, guess.line) })}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="shrink-0 text-xs text-slate-600">
          {t('stake.amount')}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={t('stake.amountPlaceholder', {
            min: FUN_GUESS.stakeMin,
            max: FUN_GUESS.stakeMax,
          })}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => choose(event.target.value)}
          data-testid="guess-amount"
          className={cx(
            'h-8 min-w-0 flex-1 rounded-lg border bg-white px-2 text-sm tabular-nums focus:ring-2 focus:outline-none',
            problem
              ? 'border-red-500 focus:ring-red-300'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
          )}
        />
      </div>
      <div className="flex flex-wrap gap-1.5">
        {STAKE_CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            data-testid="guess-chip"
            aria-label={t('stake.chip', { amount: format.gold(chip) })}
            aria-pressed={amount === chip}
            onClick={() => choose(String(chip))}
            className={cx(
              'rounded-full px-2.5 py-0.5 text-xs tabular-nums ring-1',
              amount === chip
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100',
            )}
          >
            {format.plain(chip)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap justify-between gap-x-2 text-xs text-slate-600">
        <span data-testid="guess-balance" className="tabular-nums">
          {t('stake.balance', { amount: balance === undefined ? '—' : format.gold(balance) })}
        </span>
        {winnings && (
          <span data-testid="guess-return" className="font-medium text-amber-700 tabular-nums">
            {winnings}
          </span>
        )}
      </div>
      {guess.mode === 'pool' && winnings && (
        <p className="text-[11px] text-slate-500">{t('stake.estimateNote')}</p>
      )}
      {problem && (
        <p role="alert" data-testid="guess-amount-problem" className="text-xs text-red-700">
          {problem}
        </p>
      )}
      {short && balance !== undefined && amount !== null && (
        <p role="alert" data-testid="guess-short" className="text-xs text-amber-800">
          {t('stake.short', { amount: format.gold(amount - balance) })}{' '}
          <Link to={TASK_CENTRE} className="font-medium text-brand-600 hover:underline">
            {t('stake.earnGold')}
          </Link>
        </p>
      )}
      <Button
        type="submit"
        size="sm"
        className="w-full"
        disabled={!valid}
        loading={bet.isPending}
        data-testid="guess-stake-submit"
      >
        {t('stake.submit')}
      </Button>
      {notice && (
        <p
          data-testid={notice.kind === 'done' ? 'guess-stake-done' : 'guess-stake-refusal'}
          role={notice.kind === 'done' ? 'status' : 'alert'}
          className={cx('text-xs', notice.kind === 'done' ? 'text-green-700' : 'text-red-700')}
        >
          {notice.text}
        </p>
      )}
    </form>
  );
}
