import {
  bookKeepsMargin,
  bookOverround,
  FUN_GUESS,
  GUESS_KINDS,
  GUESS_MODES,
  type GuessKind,
  type GuessMode,
  type GuessOptionKey,
  type RoomInfo,
} from '@tifo/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { refusalMessage, useCreateGuessMutation, type CreateGuessBody } from '../api';
import { useGuessFormat } from '../use-guess-format';

/**
 * The options whose odds the form asks for. The room's sport is not known here: a "who wins"
 * guess offers home, draw and away, and the server uses the ones its match has (no draw in
 * basketball), so the draw may stay empty.
 */
const ODDS_KEYS: Record<GuessKind, readonly GuessOptionKey[]> = {
  winner: ['home', 'draw', 'away'],
  total: ['over', 'under'],
};
const OPTIONAL_ODDS: readonly GuessOptionKey[] = ['draw'];

type Problems = {
  line?: string;
  odds?: Partial<Record<GuessOptionKey, string>>;
  book?: string;
};

/** The typed line, if it is a whole or half number in range. */
function parseLine(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0.5 && value <= 400
    ? Number.isInteger(value * 2)
      ? value
      : null
    : null;
}

function parseOdds(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' &&
    Number.isFinite(value) &&
    value >= FUN_GUESS.oddsMin &&
    value <= FUN_GUESS.oddsMax
    ? value
    : null;
}

/**
 * The odds typed for a kind's options, when each one that must be there parses (the draw may
 * be left empty: basketball has none); null otherwise.
 */
function typedBook(
  kind: GuessKind,
  odds: Partial<Record<GuessOptionKey, string>>,
): Partial<Record<GuessOptionKey, number>> | null {
  const book: Partial<Record<GuessOptionKey, number>> = {};
  for (const key of ODDS_KEYS[kind]) {
    const typed = odds[key] ?? '';
    if (typed.trim() === '' && OPTIONAL_ODDS.includes(key)) continue;
    const value = parseOdds(typed);
    if (value === null) return null;
    book[key] = value;
  }
  return book;
}

/**
 * "Open a guess" (the streamer and room moderators): kind, payout mode, the line of an
 * over/under, the odds of each option in fixed-odds mode with the book's margin as typed (the
 * server refuses odds that add up to less than `FUN_GUESS.overroundMin`, so does the form).
 * The server knows the room's match and refuses when there is none or it has kicked off (its
 * words are shown), or when too many guesses are open or were opened today.
 */
export function OpenGuessForm({
  room,
  atLimit,
  onCreated,
}: {
  room: RoomInfo;
  atLimit: boolean;
  onCreated: () => void;
}) {
  const { t } = useTranslation('guess');
  const format = useGuessFormat();
  const create = useCreateGuessMutation();
  const [kind, setKind] = useState<GuessKind>('winner');
  const [mode, setMode] = useState<GuessMode>('odds');
  const [line, setLine] = useState('2.5');
  const [odds, setOdds] = useState<Partial<Record<GuessOptionKey, string>>>({});
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);
  const oddsRange = { min: format.plain(FUN_GUESS.oddsMin), max: format.plain(FUN_GUESS.oddsMax) };
  const ruleFigures = {
    min: format.odds(FUN_GUESS.overroundMin),
    margin: format.plain(Math.round((FUN_GUESS.overroundMin - 1) * 100)),
  };
  /** The book's sum and its margin in percent, for the words. */
  const bookFigures = (values: number[]) => {
    const sum = bookOverround(values);
    return { ...ruleFigures, book: format.odds(sum), percent: format.odds((sum - 1) * 100) };
  };
  const book = mode === 'odds' ? typedBook(kind, odds) : null;
  const bookValues = book ? Object.values(book) : [];

  /** The request, or the problems that keep it from being sent. */
  const build = (): { body: CreateGuessBody } | { problems: Problems } => {
    const found: Problems = {};
    const body: CreateGuessBody = { room_id: room.room_id, kind, mode };
    if (kind === 'total') {
      const value = parseLine(line);
      if (value === null) found.line = t('manage.badLine');
      else body.line = value;
    }
    if (mode === 'odds') {
      const chosen: Partial<Record<GuessOptionKey, number>> = {};
      for (const key of ODDS_KEYS[kind]) {
        const typed = odds[key] ?? '';
        if (typed.trim() === '' && OPTIONAL_ODDS.includes(key)) continue;
        const value = parseOdds(typed);
        if (value === null) found.odds = { ...found.odds, [key]: t('manage.badOdds', oddsRange) };
        else chosen[key] = value;
      }
      body.odds = chosen;
      if (!found.odds && !bookKeepsMargin(Object.values(chosen))) {
        found.book = t('manage.bookTooLow', bookFigures(Object.values(chosen)));
      }
    }
    return found.line || found.odds || found.book ? { problems: found } : { body };
  };

  const submit = () => {
    if (sending.current) return;
    const built = build();
    setRefusal(null);
    if ('problems' in built) {
      setProblems(built.problems);
      return;
    }
    setProblems({});
    sending.current = true;
    create.mutate(built.body, {
      onSuccess: () => {
        showToast(t('manage.created'), { kind: 'success' });
        onCreated();
      },
      onError: (error) => setRefusal(refusalMessage(error) ?? t('manage.failed')),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <form
      data-testid="guess-open-form"
      aria-label={t('manage.formTitle')}
      className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm font-semibold text-slate-900">{t('manage.formTitle')}</p>
      {room.match_label && (
        <p className="text-xs text-slate-600">{t('manage.match', { match: room.match_label })}</p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <SelectField
          label={t('manage.kind')}
          value={kind}
          data-testid="guess-kind-select"
          onChange={(event) => setKind(event.target.value as GuessKind)}
        >
          {GUESS_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`manage.kinds.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('manage.mode')}
          value={mode}
          data-testid="guess-mode-select"
          onChange={(event) => setMode(event.target.value as GuessMode)}
        >
          {GUESS_MODES.map((value) => (
            <option key={value} value={value}>
              {t(`mode.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-xs text-slate-500">{t(`manage.modeHint.${mode}`)}</p>
      {kind === 'total' && (
        <TextField
          label={t('manage.line')}
          inputMode="decimal"
          value={line}
          hint={t('manage.lineHint')}
          error={problems.line}
          data-testid="guess-line"
          onChange={(event) => setLine(event.target.value)}
        />
      )}
      {mode === 'odds' && (
        <div className="grid grid-cols-3 gap-2">
          {ODDS_KEYS[kind].map((key) => (
            <TextField
              key={key}
              label={t('manage.odds', { option: format.option(key, parseLine(line)) })}
              inputMode="decimal"
              placeholder={t('manage.oddsHint', oddsRange)}
              value={odds[key] ?? ''}
              error={problems.odds?.[key]}
              hint={OPTIONAL_ODDS.includes(key) ? t('manage.drawHint') : undefined}
              data-testid={`guess-odds-${key}`}
              onChange={(event) =>
                setOdds((current) => ({ ...current, [key]: event.target.value }))
              }
            />
          ))}
        </div>
      )}
      {mode === 'odds' && (
        <div className="space-y-0.5 text-xs" data-testid="guess-book">
          <p className="text-slate-500">{t('manage.bookRule', ruleFigures)}</p>
          {bookValues.length > 1 && (
            <p
              data-testid="guess-book-margin"
              aria-live="polite"
              className={cx(
                'font-medium tabular-nums',
                bookKeepsMargin(bookValues) ? 'text-green-700' : 'text-red-700',
              )}
            >
              {t(
                bookKeepsMargin(bookValues) ? 'manage.book' : 'manage.bookTooLow',
                bookFigures(bookValues),
              )}
            </p>
          )}
        </div>
      )}
      {atLimit && (
        <p className="text-xs text-amber-800">
          {t('manage.limit', { max: FUN_GUESS.openPerRoomMax })}
        </p>
      )}
      <FormProblem text={refusal} testId="guess-create-refusal" />
      <Button
        type="submit"
        size="sm"
        className="w-full"
        loading={create.isPending}
        data-testid="guess-create-submit"
      >
        {t('manage.create')}
      </Button>
    </form>
  );
}
