import type { Guess, GuessRecord } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveRooms } from '../../../db/schema/index';
import { manualClock } from '../../../feeds/simulator/simulator-clock';
import { callerFrom, registerMember } from '../../../test-support/accounts';
import { registerStreamer } from '../../../test-support/live';
import { connectLiveData } from '../../../test-support/live-data-client';
import { grantGold, ledgerProblems, walletOf } from '../../../test-support/money';
import { databaseKinds } from '../../../test-support/targets';
import { useFeedAppForFile } from '../../../test-support/test-app';
import { monthsBefore } from './records-range';
import { chinaDay } from '../sign-in.service';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const T0 = Date.UTC(2026, 2, 14, 12, 0);
const DAY_MS = 86_400_000;

describe.each(databaseKinds)('fun-guess (%s)', (kind) => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile(kind, clock, { listen: true });

  const call = async <T>(method: 'get' | 'post', path: string, body: unknown, token?: string) => {
    const caller = callerFrom(ctx.test.app);
    const options = { ...(token && { token }), lang: 'en' as const };
    const reply =
      method === 'get'
        ? await caller.get(`/api/${path}`, options)
        : await caller.post(`/api/${path}`, body, options);
    return { status: reply.statusCode, ...reply.json<Envelope<T>>() };
  };
  const fanWithGold = async (gold: number) => {
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    await grantGold(ctx.test.parts.money.ledger, fan.userId, gold);
    return fan;
  };
  /** A streamer whose room is about a football match kicking off within the day. */
  const streamerOnMatch = async (after = 0) => {
    const streamer = await registerStreamer(ctx.test.app, ctx.database.db);
    const match = ctx.test.parts.scoreFeed
      .matchesBetween(clock() + 30 * 60_000, clock() + DAY_MS)
      .filter((entry) => entry.sport === 'football')[after];
    if (!match) throw new Error('no football match in the next day');
    await ctx.database.db
      .update(liveRooms)
      .set({ matchId: match.id })
      .where(eq(liveRooms.id, streamer.roomId));
    return { streamer, match };
  };
  const bet = (token: string, body: Record<string, unknown>) =>
    call<{ guess: Guess; gold_coins: number }>('post', 'Guess/bet', body, token);

  it('settles a fixed-odds guess from the final score, once, and pushes every change', async () => {
    const { streamer, match } = await streamerOnMatch();
    const fans = await Promise.all([fanWithGold(500), fanWithGold(500), fanWithGold(500)]);
    const [home, draw, away] = fans;
    const odds = { home: 2.1, draw: 3.25, away: 3.6 };

    expect(
      await call(
        'post',
        'Guess/create',
        { room_id: streamer.roomId, kind: 'winner', mode: 'odds', odds },
        home.token,
      ),
    ).toMatchObject({ status: 403, code: 1 });
    expect(
      await call(
        'post',
        'Guess/create',
        { room_id: streamer.roomId, kind: 'winner', mode: 'odds' },
        streamer.token,
      ),
    ).toMatchObject({ code: 1 });
    const viewer = await connectLiveData(ctx.test);
    viewer.send({ type: 'enterRoom', room_id: streamer.roomId });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const created = await call<Guess>(
      'post',
      'Guess/create',
      { room_id: streamer.roomId, kind: 'winner', mode: 'odds', odds },
      streamer.token,
    );
    expect(created.data).toMatchObject({
      status: 'open',
      options: [{ key: 'home', odds: 2.1 }, { key: 'draw' }, { key: 'away' }],
    });
    const id = created.data.id;

    const stakes = await Promise.all([
      bet(home.token, { guess_id: id, option: 'home', amount: 100 }),
      bet(draw.token, { guess_id: id, option: 'draw', amount: 40 }),
      bet(away.token, { guess_id: id, option: 'away', amount: 200 }),
      bet(away.token, { guess_id: id, option: 'away', amount: 100 }),
    ]);
    expect(stakes.map((stake) => stake.code)).toEqual([0, 0, 0, 0]);
    expect(await bet(home.token, { guess_id: id, option: 'over', amount: 10 })).toMatchObject({
      code: 1,
    });
    expect(await bet(home.token, { guess_id: id, option: 'home', amount: 1_000 })).toMatchObject({
      code: 1,
    });
    const pushed = await viewer.next(
      (m) =>
        m.code === 200 && m.type === 'updateGuessBetting' && (m.data as Guess).total_staked === 440,
    );
    expect((pushed as { data: Guess }).data.options.find((o) => o.key === 'away')).toMatchObject({
      staked: 300,
      bettors: 1,
    });
    viewer.socket.close();

    // The match plays out; two settlement runs at once settle it once.
    clock.set(match.kickoff + 4 * 3_600_000);
    const state = ctx.test.parts.scoreFeed.stateAt(match.id);
    expect(state?.status).toBe('finished');
    const score = state!.score;
    const result = score.home === score.away ? 'draw' : score.home > score.away ? 'home' : 'away';
    const guesses = ctx.test.parts.engagement.guesses;
    const runs = await Promise.all([guesses.settleFinished(), guesses.settleFinished()]);
    expect(runs.reduce((sum, run) => sum + run, 0)).toBe(1);
    expect(await guesses.settleFinished()).toBe(0);

    const expected = {
      home: result === 'home' ? 400 + 210 : 400,
      draw: result === 'draw' ? 460 + 130 : 460,
      away: result === 'away' ? 200 + 1080 : 200,
    };
    for (const [key, fan] of [
      ['home', home],
      ['draw', draw],
      ['away', away],
    ] as const) {
      expect((await walletOf(ctx.test.app, fan.token)).gold_coins).toBe(expected[key]);
    }
    const list = await call<{ list: Guess[] }>(
      'get',
      `Guess/getList?room_id=${streamer.roomId}`,
      undefined,
    );
    expect(list.data.list[0]).toMatchObject({
      status: 'settled',
      result,
      final_score: `${score.home}-${score.away}`,
    });
    expect(await bet(home.token, { guess_id: id, option: 'home', amount: 10 })).toMatchObject({
      status: 409,
    });

    const records = await call<{ list: GuessRecord[] }>(
      'get',
      'Guess/records',
      undefined,
      away.token,
    );
    expect(records.data.list).toEqual([
      expect.objectContaining({
        option: 'away',
        amount: 300,
        odds: 3.6,
        status: result === 'away' ? 'won' : 'lost',
      }),
    ]);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('returns every stake when the streamer stops a pool, and takes none after', async () => {
    const { streamer } = await streamerOnMatch(1);
    const fan = await fanWithGold(100);
    const created = await call<Guess>(
      'post',
      'Guess/create',
      { room_id: streamer.roomId, kind: 'total', mode: 'pool', line: 2.5 },
      streamer.token,
    );
    expect(created.data.options.map((option) => option.key)).toEqual(['over', 'under']);
    const id = created.data.id;
    expect(await bet(fan.token, { guess_id: id, option: 'over', amount: 60 })).toMatchObject({
      code: 0,
      data: { gold_coins: 40 },
    });
    expect(await bet(fan.token, { guess_id: id, option: 'under', amount: 50 })).toMatchObject({
      code: 1,
    });
    const stopped = await Promise.all([
      call<Guess>('post', 'Guess/stop', { guess_id: id }, streamer.token),
      call<Guess>('post', 'Guess/stop', { guess_id: id }, streamer.token),
    ]);
    expect(stopped.filter((result) => result.code === 0)).toHaveLength(1);
    expect((await walletOf(ctx.test.app, fan.token)).gold_coins).toBe(100);
    const records = await call<{ list: GuessRecord[] }>(
      'get',
      'Guess/records?status=stopped',
      undefined,
      fan.token,
    );
    expect(records.data.list).toEqual([expect.objectContaining({ status: 'stopped', payout: 60 })]);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('answers records three months back to the day, and refuses the day before with the earliest day', async () => {
    const fan = await fanWithGold(0);
    const earliest = monthsBefore(chinaDay(Date.now()), 3);
    const dayBefore = new Date(Date.parse(`${earliest}T00:00:00Z`) - DAY_MS)
      .toISOString()
      .slice(0, 10);
    const ok = await call<{ earliest: string }>(
      'get',
      `Guess/records?from=${earliest}`,
      undefined,
      fan.token,
    );
    expect(ok).toMatchObject({ code: 0, data: { earliest } });
    const refused = await call('get', `Guess/records?from=${dayBefore}`, undefined, fan.token);
    expect(refused.code).toBe(1);
    expect(refused.msg).toContain(earliest);
  });
});
