import {
  bookKeepsMargin,
  bookOverround,
  FUN_GUESS,
  oddsInHundredths,
  type Guess,
  type GuessKind,
  type GuessMode,
  type GuessOptionKey,
  type Language,
} from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ScoreFeed } from '../../../feeds/score-feed';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { LiveDataHub } from '../../../realtime/live-data-hub';
import type { LiveRepository } from '../../live/live.repository';
import { isModerator, resolveRoomRole } from '../../live/room-roles';
import { member, platform } from '../../money/ledger/ledger-accounts';
import { InsufficientFundsError, type LedgerService } from '../../money/ledger/ledger.service';
import { chinaDayStart, pageWindow } from '../../money/money-dates';
import { chinaDay } from '../sign-in.service';
import type { GuessRepository, GuessRow } from './guess.repository';
import { liabilityHundredths, roomUnderLiabilityCap } from './guess-book';
import { optionsOf, outcomeOf, settleStakes } from './guess-outcome';
import { guessRecordView, guessView } from './guess-view';
import { recordsRange } from './records-range';
import { warnThrottled } from '../../../platform/logging/throttled-warn';

const RECENT_MS = 3_600_000;

export interface GuessServiceDeps {
  ledger: LedgerService;
  liveRepository: LiveRepository;
  liveData: Pick<LiveDataHub, 'publish'>;
  feed: Pick<ScoreFeed, 'match' | 'stateAt' | 'now'>;
  matchLabel: (matchId: string, language: Language) => string | null;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Fun-guess (spec §4): streamers open guesses on their room's match, viewers stake gold coins,
 * every change is pushed to the room (`updateGuessBetting`), and the finished match settles
 * each guess once: its status moves with a conditional update inside the transaction that pays.
 */
export class GuessService {
  constructor(
    private readonly repository: GuessRepository,
    private readonly deps: GuessServiceDeps,
  ) {}
  /** The room a guess belongs to, or null when there is no such guess (the audience gate). */
  async roomOfGuess(guessId: number): Promise<number | null> {
    return (await this.repository.guess(guessId))?.roomId ?? null;
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  async create(
    actorId: number,
    request: {
      room_id: number;
      kind: GuessKind;
      mode: GuessMode;
      line?: number | undefined;
      odds?: Partial<Record<GuessOptionKey, number>> | undefined;
    },
    language: Language,
  ): Promise<Guess> {
    const room = await this.deps.liveRepository.roomById(request.room_id);
    if (!room) throw new AppError('live.roomNotFound', { httpStatus: 404 });
    const role = await resolveRoomRole(this.deps.liveRepository, room, actorId);
    if (!isModerator(role)) throw new AppError('live.notModerator', { httpStatus: 403 });
    const match = room.matchId ? this.deps.feed.match(room.matchId) : undefined;
    if (!room.matchId || !match) throw new AppError('guess.noMatch');
    const state = this.deps.feed.stateAt(room.matchId);
    if (state && ['finished', 'postponed', 'cancelled'].includes(state.status)) {
      throw new AppError('guess.matchOver');
    }
    // Stakes close at kick-off (M1), so a guess opened later could take none.
    if (this.hasKickedOff(room.matchId)) throw new AppError('guess.matchStarted');
    if (request.kind === 'total' && request.line === undefined)
      throw new AppError('guess.needLine');
    const keys = optionsOf(request.kind, match.sport);
    const odds: Record<string, number> = {};
    if (request.mode === 'odds') {
      for (const key of keys) {
        const value = request.odds?.[key];
        if (value === undefined) throw new AppError('guess.needOdds');
        // Stored as paid: the payout and the margin below use these hundredths.
        odds[key] = oddsInHundredths(value) / 100;
      }
      if (!bookKeepsMargin(Object.values(odds))) {
        throw new AppError('guess.noMargin', {
          params: {
            min: FUN_GUESS.overroundMin,
            book: bookOverround(Object.values(odds)).toFixed(2),
          },
        });
      }
    }
    const now = this.now();
    const row = await this.deps.ledger.transaction(async (tx) => {
      await this.repository.lockRoom(tx, room.id);
      if ((await this.repository.openCount(room.id, tx)) >= FUN_GUESS.openPerRoomMax) {
        throw new AppError('guess.tooMany', { params: { max: FUN_GUESS.openPerRoomMax } });
      }
      const today = chinaDayStart(chinaDay(now));
      if (
        (await this.repository.createdSince(room.id, today, tx)) >= FUN_GUESS.createdPerRoomDayMax
      ) {
        throw new AppError('guess.tooManyToday', {
          params: { max: FUN_GUESS.createdPerRoomDayMax },
        });
      }
      return this.repository.insert(tx, {
        roomId: room.id,
        createdBy: actorId,
        matchId: room.matchId as string,
        kind: request.kind,
        mode: request.mode,
        line: request.kind === 'total' ? (request.line ?? null) : null,
        odds,
        createdAt: new Date(now),
      });
    });
    return this.announce(row, language);
  }

  async roomList(roomId: number, viewerId: number | null, language: Language) {
    const rows = await this.repository.roomGuesses(roomId, new Date(this.now() - RECENT_MS));
    return { list: await this.views(rows, viewerId, language) };
  }

  async bet(
    userId: number,
    request: { guess_id: number; option: GuessOptionKey; amount: number },
    language: Language,
  ): Promise<{ guess: Guess; gold_coins: number }> {
    let row: GuessRow;
    try {
      row = await this.deps.ledger.transaction(async (tx) => {
        const mode = (await this.repository.guess(request.guess_id, tx))?.mode;
        const guess = await this.repository.lockForStake(
          tx,
          request.guess_id,
          mode === 'odds' ? 'update' : 'share',
        );
        if (!guess) throw new AppError('guess.notFound', { httpStatus: 404 });
        if (guess.status !== 'open') throw new AppError('guess.closed', { httpStatus: 409 });
        // Checked here too, not only by the timer that closes guesses at kick-off: no window.
        if (this.hasKickedOff(guess.matchId)) {
          throw new AppError('guess.matchStarted', { httpStatus: 409 });
        }
        const sport = this.deps.feed.match(guess.matchId)?.sport ?? 'football';
        if (!optionsOf(guess.kind as GuessKind, sport).includes(request.option)) {
          throw new AppError('guess.badOption');
        }
        const stakeId = await this.repository.addStake(tx, {
          guessId: guess.id,
          userId,
          option: request.option,
          amount: request.amount,
          max: FUN_GUESS.stakeMax,
        });
        if (stakeId === null) {
          const held = await this.repository.stakeOf(tx, guess.id, userId);
          if (held && held.option !== request.option) throw new AppError('guess.oneOption');
          throw new AppError('guess.stakeLimit', { params: { max: FUN_GUESS.stakeMax } });
        }
        if (guess.mode === 'odds') {
          await this.refuseBeyondLiability(tx, guess, {
            option: request.option,
            amount: request.amount,
          });
        }
        await this.deps.ledger.post(tx, {
          reason: 'guess',
          causeId: stakeId,
          movements: [
            { from: member(userId, 'gold'), to: platform('guessPool'), amount: request.amount },
          ],
        });
        return guess;
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('guess.notEnoughGold');
      throw error;
    }
    await this.announce(row, language);
    const [guess] = await this.views([row], userId, language);
    const wallet = await this.deps.ledger.wallet(userId);
    return { guess: guess as Guess, gold_coins: wallet.gold_coins };
  }

  /** The streamer stops taking stakes: the guess waits for the result. */
  async close(actorId: number, guessId: number, language: Language): Promise<Guess> {
    await this.requireModerator(actorId, guessId);
    const row = await this.deps.ledger.transaction((tx) =>
      this.repository.transition(tx, guessId, ['open'], { status: 'pending' }),
    );
    if (!row) throw new AppError('guess.closed', { httpStatus: 409 });
    return this.announce(row, language);
  }

  /** The streamer calls the guess off: every stake goes back. */
  async stop(actorId: number, guessId: number, language: Language): Promise<Guess> {
    await this.requireModerator(actorId, guessId);
    const row = await this.finish(guessId, null, null, 'stopped');
    if (!row) throw new AppError('guess.settledAlready', { httpStatus: 409 });
    return this.announce(row, language);
  }

  /**
   * The housekeeping timer's turn: closes open guesses whose match has kicked off, then settles
   * every unsettled guess whose match has finished (postponed or cancelled matches call theirs
   * off). Returns how many settled or stopped. Safe to run on several instances at once.
   */
  async settleFinished(language: Language = 'zh'): Promise<number> {
    await this.closeKickedOff(language);
    let settled = 0;
    for (const { id, matchId } of await this.repository.unsettled()) {
      const state = this.deps.feed.stateAt(matchId);
      if (!state) continue;
      let row: GuessRow | null = null;
      if (state.status === 'finished') {
        const guess = await this.repository.guess(id);
        if (!guess) continue;
        const result = outcomeOf(guess.kind as GuessKind, guess.line, state.score);
        row = await this.finish(id, result, `${state.score.home}-${state.score.away}`, 'settled');
      } else if (state.status === 'postponed' || state.status === 'cancelled') {
        row = await this.finish(id, null, null, 'stopped');
      }
      if (row) {
        settled += 1;
        await this.announce(row, language);
      }
    }
    return settled;
  }

  async records(
    userId: number,
    query: { status?: string | undefined; from?: string; to?: string; page: number },
    language: Language,
  ) {
    const range = recordsRange(query, this.now(), FUN_GUESS.recordsMonths);
    const statuses =
      query.status === 'settled'
        ? ['won', 'lost', 'draw']
        : query.status
          ? [query.status]
          : undefined;
    const window = pageWindow(query.page, FUN_GUESS.pageSize);
    const rows = await this.repository.records(userId, {
      ...(statuses && { statuses }),
      from: range.from,
      ...(range.to && { to: range.to }),
      ...window,
    });
    const list = rows
      .slice(0, FUN_GUESS.pageSize)
      .map(({ stake, guess }) =>
        guessRecordView(
          stake,
          guess,
          this.deps.matchLabel(guess.matchId, language) ?? guess.matchId,
        ),
      );
    return { list, has_more: rows.length > FUN_GUESS.pageSize, earliest: range.earliest };
  }

  /**
   * Settles (or stops, with `result` null) a guess in one transaction: the status moves only
   * from open or pending, so only the first caller pays; the pool goes back to the platform
   * and each stake's payout comes out of it.
   */
  private async finish(
    id: number,
    result: GuessOptionKey | null,
    finalScore: string | null,
    status: 'settled' | 'stopped',
  ): Promise<GuessRow | null> {
    const at = new Date(this.now());
    return this.deps.ledger.transaction(async (tx) => {
      const row = await this.repository.transition(tx, id, ['open', 'pending'], {
        status,
        result,
        finalScore,
        settledAt: at,
      });
      if (!row) return null;
      const stakes = await this.repository.stakesOf(id, tx);
      const outcomes =
        status === 'stopped'
          ? new Map(stakes.map((stake) => [stake.id, { status: 'stopped', payout: stake.amount }]))
          : settleStakes(row.mode as GuessMode, row.odds, result, stakes);
      const pool = stakes.reduce((sum, stake) => sum + stake.amount, 0);
      const movements = [{ from: platform('guessPool'), to: platform('goldIssued'), amount: pool }];
      for (const stake of stakes) {
        const outcome = outcomes.get(stake.id) ?? { status: 'lost', payout: 0 };
        await this.repository.settleStake(tx, stake.id, { ...outcome, at });
        movements.push({
          from: platform('goldIssued'),
          to: member(stake.userId, 'gold'),
          amount: outcome.payout,
        });
      }
      await this.deps.ledger.post(tx, {
        reason: 'guess',
        causeId: id,
        idempotencyKey: `guess-finish:${id}`,
        movements,
      });
      return row;
    });
  }

  /**
   * Stakes close at kick-off: when the feed no longer says "not started", or its clock has
   * passed the scheduled kick-off (a provider may report the start late). An unknown match
   * counts as started.
   */
  private hasKickedOff(matchId: string): boolean {
    const state = this.deps.feed.stateAt(matchId);
    if (!state || state.status !== 'not_started') return true;
    const kickoff = this.deps.feed.match(matchId)?.kickoff;
    return kickoff !== undefined && this.deps.feed.now() >= kickoff;
  }

  /** Open guesses whose match has kicked off stop taking stakes: they wait for the result. */
  private async closeKickedOff(language: Language): Promise<void> {
    for (const { id, matchId } of await this.repository.openGuesses()) {
      if (!this.hasKickedOff(matchId)) continue;
      const row = await this.deps.ledger.transaction((tx) =>
        this.repository.transition(tx, id, ['open'], { status: 'pending' }),
      );
      if (row) await this.announce(row, language);
    }
  }

  /**
   * Refuses the stake just added (the transaction rolls back) if, with it, the guess would cost
   * the platform more than `FUN_GUESS.liabilityMax` should its worst outcome win. Stakes on a
   * fixed-odds guess queue on its row, so every earlier stake is counted here.
   */
  private async refuseBeyondLiability(
    tx: Database,
    guess: GuessRow,
    stake: { option: GuessOptionKey; amount: number },
  ): Promise<void> {
    const staked = await this.repository.stakedByOption(tx, guess.id);
    if (liabilityHundredths(guess.odds, staked) <= FUN_GUESS.liabilityMax * 100) return;
    const before = { ...staked, [stake.option]: (staked[stake.option] ?? 0) - stake.amount };
    throw new AppError('guess.liabilityCap', {
      params: { left: roomUnderLiabilityCap(guess.odds, before, stake.option) },
    });
  }

  private async requireModerator(actorId: number, guessId: number): Promise<void> {
    const guess = await this.repository.guess(guessId);
    if (!guess) throw new AppError('guess.notFound', { httpStatus: 404 });
    const room = await this.deps.liveRepository.roomById(guess.roomId);
    if (!room) throw new AppError('live.roomNotFound', { httpStatus: 404 });
    const role = await resolveRoomRole(this.deps.liveRepository, room, actorId);
    if (!isModerator(role)) throw new AppError('live.notModerator', { httpStatus: 403 });
  }

  private async views(rows: GuessRow[], viewerId: number | null, language: Language) {
    const ids = rows.map((row) => row.id);
    const [totals, mine] = await Promise.all([
      this.repository.totals(ids),
      viewerId === null ? Promise.resolve([]) : this.repository.myStakes(ids, viewerId),
    ]);
    return rows.map((row) =>
      guessView(row, {
        sport: this.deps.feed.match(row.matchId)?.sport ?? 'football',
        matchLabel: this.deps.matchLabel(row.matchId, language) ?? row.matchId,
        totals,
        mine,
      }),
    );
  }

  /** Pushes the guess as it stands to the room (`updateGuessBetting`) and returns it. */
  private async announce(row: GuessRow, language: Language): Promise<Guess> {
    const [guess] = await this.views([row], null, language);
    // One row in, one view out.
    if (!guess) throw new Error(`no view of guess ${row.id}`);
    await this.deps.liveData
      .publish(
        { kind: 'room', roomId: row.roomId },
        { code: 200, type: 'updateGuessBetting', data: guess },
      )
      .catch((error: unknown) => warnThrottled(this.deps.logger, 'guess push failed', error));
    return guess;
  }
}
