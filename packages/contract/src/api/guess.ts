import { z } from 'zod';
import { LIMITS } from '../constants';
import { calendarDateSchema } from './calendar-date';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';

/**
 * Fun-guess (spec §2 member centre "fun-guess records", §4 statuses and `updateGuessBetting`,
 * §5, §9 three-month limit): a streamer opens a guess on the match their room is about; viewers
 * stake gold coins (play money, never diamonds) on an outcome; the match result settles it.
 * `odds`: a winner gets stake × the option's odds. `pool`: winners share everything staked, in
 * proportion to their stakes; if nobody picked the result, every stake is returned.
 */
export const FUN_GUESS = {
  stakeMin: 10,
  /** The most one member may have on a guess (a member backs one option of it). */
  stakeMax: 10_000,
  /** Fixed odds, in hundredths (the server rounds them so): what is paid is what is shown. */
  oddsMin: 1.01,
  oddsMax: 20,
  /**
   * Fixed odds must keep a margin: 1/odds added up over the options of the guess reaches at
   * least this (a 5% margin). Then no spread of stakes over the options, by one member or many,
   * can win for certain: winning stakes would need to cover their total × this sum > the total.
   */
  overroundMin: 1.05,
  /**
   * The most a fixed-odds guess may cost the platform: for its worst outcome, the stakes on it
   * × its odds less everything staked. A stake that would take it further is refused.
   */
  liabilityMax: 200_000,
  /** Guesses open at once in one room. */
  openPerRoomMax: 3,
  /** Guesses one room may open in a China-time day. */
  createdPerRoomDayMax: 20,
  pageSize: 20,
  recordsMonths: LIMITS.dateQueryLimitMonths,
} as const;

/** Odds as paid: in hundredths, so the book's margin is checked on what is really paid. */
export function oddsInHundredths(odds: number): number {
  return Math.round(odds * 100);
}

/**
 * 1/odds added up over a fixed-odds book (its "overround"), on the odds as paid: 1 is a fair
 * book, below 1 pays out more than is staked. The web form shows it; the server checks it.
 */
export function bookOverround(odds: readonly number[]): number {
  return odds.reduce((sum, value) => sum + 100 / oddsInHundredths(value), 0);
}

/** Whether a book keeps the margin `FUN_GUESS.overroundMin` asks for. */
export function bookKeepsMargin(odds: readonly number[]): boolean {
  // The tolerance only absorbs floating-point error (a sum of a few terms is off by ~1e-15).
  return odds.length > 1 && bookOverround(odds) >= FUN_GUESS.overroundMin - 1e-12;
}

/** `winner`: home / draw / away (no draw in basketball); `total`: over / under a line of points. */
export const GUESS_KINDS = ['winner', 'total'] as const;
export type GuessKind = (typeof GUESS_KINDS)[number];
export const GUESS_MODES = ['odds', 'pool'] as const;
export type GuessMode = (typeof GUESS_MODES)[number];
export const GUESS_OPTION_KEYS = ['home', 'draw', 'away', 'over', 'under'] as const;
export type GuessOptionKey = (typeof GUESS_OPTION_KEYS)[number];

/** open: taking stakes; pending: pending settlement (stakes closed); settled; stopped (all returned). */
export const GUESS_STATUSES = ['open', 'pending', 'settled', 'stopped'] as const;
export type GuessStatus = (typeof GUESS_STATUSES)[number];
/**
 * A stake's status (spec §4): pending settlement, won, lost, draw (returned: the total landed on
 * the line, or in a pool nobody picked the result), stopped (returned: the guess was stopped).
 */
export const STAKE_STATUSES = ['pending', 'won', 'lost', 'draw', 'stopped'] as const;
export type StakeStatus = (typeof STAKE_STATUSES)[number];
/** Record filters: a stake status, or `settled` for any of won, lost and draw. */
export const GUESS_RECORD_FILTERS = [...STAKE_STATUSES, 'settled'] as const;

export const guessOptionSchema = z.object({
  key: z.enum(GUESS_OPTION_KEYS),
  /** Fixed odds (odds mode); null in a pool. */
  odds: z.number().nullable(),
  /** Gold coins staked on it so far, and by how many members. */
  staked: z.number().int(),
  bettors: z.number().int(),
});

export const guessSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  match_id: z.string(),
  /** "Home vs Away" in the asked language. */
  match_label: z.string(),
  kind: z.enum(GUESS_KINDS),
  mode: z.enum(GUESS_MODES),
  /** The points line of a `total` guess (e.g. 2.5); null otherwise. */
  line: z.number().nullable(),
  status: z.enum(GUESS_STATUSES),
  options: z.array(guessOptionSchema),
  total_staked: z.number().int(),
  /** The outcome once settled (null for a push on the line). */
  result: z.enum(GUESS_OPTION_KEYS).nullable(),
  /** The final score it was settled on, e.g. "2-1". */
  final_score: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  /** The asking member's stakes on it (empty in pushes). */
  my_stakes: z.array(z.object({ key: z.enum(GUESS_OPTION_KEYS), amount: z.number().int() })),
});
export type Guess = z.infer<typeof guessSchema>;

export const guessRecordSchema = z.object({
  id: z.number().int(),
  guess_id: z.number().int(),
  room_id: z.number().int(),
  match_label: z.string(),
  kind: z.enum(GUESS_KINDS),
  mode: z.enum(GUESS_MODES),
  line: z.number().nullable(),
  option: z.enum(GUESS_OPTION_KEYS),
  odds: z.number().nullable(),
  amount: z.number().int(),
  status: z.enum(STAKE_STATUSES),
  /** Gold coins paid back (winnings, or the stake returned); 0 while pending or lost. */
  payout: z.number().int(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type GuessRecord = z.infer<typeof guessRecordSchema>;

const oddsSchema = z.coerce.number().min(FUN_GUESS.oddsMin).max(FUN_GUESS.oddsMax);
const guessIdSchema = z.coerce.number().int().positive();
const dateSchema = calendarDateSchema;

export const guessCalls = {
  create: defineCall({
    method: 'POST',
    path: 'Guess/create',
    audience: 'roomModerator',
    summary: "Open a guess on the room's match (the streamer or a room admin)",
    tag: 'fun-guess',
    body: z.object({
      room_id: z.coerce.number().int().positive(),
      kind: z.enum(GUESS_KINDS),
      mode: z.enum(GUESS_MODES),
      /** For `total`: the points line, a whole or half number. */
      line: z.coerce
        .number()
        .min(0.5)
        .max(400)
        .refine((line) => Number.isInteger(line * 2), 'the line is a whole or half number')
        .optional(),
      /**
       * For `odds` mode: the odds of each option of the kind, kept in hundredths; together
       * they must keep the margin (`bookKeepsMargin`). Refused once the match has kicked off.
       */
      odds: z.partialRecord(z.enum(GUESS_OPTION_KEYS), oddsSchema).optional(),
    }),
    data: guessSchema,
  }),
  roomList: defineCall({
    method: 'GET',
    path: 'Guess/getList',
    audience: 'public',
    summary: "A room's open and pending guesses, and those settled in the last hour",
    tag: 'fun-guess',
    query: z.object({ room_id: z.coerce.number().int().positive() }),
    data: z.object({ list: z.array(guessSchema) }),
  }),
  bet: defineCall({
    method: 'POST',
    path: 'Guess/bet',
    audience: 'member',
    summary:
      'Stake gold coins on an option of an open guess (one option per member, before kick-off)',
    tag: 'fun-guess',
    body: z.object({
      guess_id: guessIdSchema,
      option: z.enum(GUESS_OPTION_KEYS),
      amount: z.coerce.number().int().min(FUN_GUESS.stakeMin).max(FUN_GUESS.stakeMax),
    }),
    data: z.object({ guess: guessSchema, gold_coins: z.number().int() }),
  }),
  close: defineCall({
    method: 'POST',
    path: 'Guess/close',
    audience: 'roomModerator',
    summary: 'Stop taking stakes; the guess waits for the match result (the streamer)',
    tag: 'fun-guess',
    body: z.object({ guess_id: guessIdSchema }),
    data: guessSchema,
  }),
  stop: defineCall({
    method: 'POST',
    path: 'Guess/stop',
    audience: 'roomModerator',
    summary: 'Call a guess off before it settles: every stake goes back (the streamer)',
    tag: 'fun-guess',
    body: z.object({ guess_id: guessIdSchema }),
    data: guessSchema,
  }),
  records: defineCall({
    method: 'GET',
    path: 'Guess/records',
    audience: 'member',
    summary: "The member's stakes, newest first; at most three months back",
    tag: 'fun-guess',
    query: z.object({
      status: z.enum(GUESS_RECORD_FILTERS).optional(),
      from: dateSchema.optional(),
      to: dateSchema.optional(),
      page: pageNumberSchema,
    }),
    data: pageOf(guessRecordSchema).extend({
      /** The earliest day that may be asked for (three months back). */
      earliest: z.string(),
    }),
  }),
};
