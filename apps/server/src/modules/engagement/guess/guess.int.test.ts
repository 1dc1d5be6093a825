import { guessCalls, type CallBody, type Guess } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guessStakes, liveRooms } from '../../../db/schema/index';
import { manualClock } from '../../../feeds/simulator/simulator-clock';
import { registerMember } from '../../../test-support/accounts';
import { contractCaller } from '../../../test-support/call-contract';
import { registerStreamer } from '../../../test-support/live';
import { connectLiveData } from '../../../test-support/live-data-client';
import { grantGold, ledgerProblems, walletOf } from '../../../test-support/money';
import { databaseKinds } from '../../../test-support/targets';
import { useFeedAppForFile } from '../../../test-support/test-app';
import { monthsBefore } from './records-range';
import { chinaDay } from '../sign-in.service';

const T0 = Date.UTC(2026, 2, 14, 12, 0);
const DAY_MS = 86_400_000;

describe.each(databaseKinds)('fun-guess (%s)', (kind) => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile(kind, clock, { listen: true });

  const call = contractCaller(() => ctx.test.app);
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
  const bet = (token: string, body: CallBody<typeof guessCalls.bet>) =>
    call(guessCalls.bet, { body, token });

  it('settles a fixed-odds guess from the final score, once, and pushes every change', async () => {
    const { streamer, match } = await streamerOnMatch();
    const fans = await Promise.all([fanWithGold(500), fanWithGold(500), fanWithGold(500)]);
    const [home, draw, away] = fans;
    const odds = { home: 2.1, draw: 3.25, away: 3.6 };

    expect(
      await call(guessCalls.create, {
        body: { room_id: streamer.roomId, kind: 'winner', mode: 'odds', odds },
        token: home.token,
      }),
    ).toMatchObject({ status: 403, code: 1 });
    expect(
      await call(guessCalls.create, {
        body: { room_id: streamer.roomId, kind: 'winner', mode: 'odds' },
        token: streamer.token,
      }),
    ).toMatchObject({ code: 1 });
    const viewer = await connectLiveData(ctx.test);
    viewer.send({ type: 'enterRoom', room_id: streamer.roomId });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const created = await call(guessCalls.create, {
      body: { room_id: streamer.roomId, kind: 'winner', mode: 'odds', odds },
      token: streamer.token,
    });
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
    const list = await call(guessCalls.roomList, { query: { room_id: streamer.roomId } });
    expect(list.data.list[0]).toMatchObject({
      status: 'settled',
      result,
      final_score: `${score.home}-${score.away}`,
    });
    expect(await bet(home.token, { guess_id: id, option: 'home', amount: 10 })).toMatchObject({
      status: 409,
    });

    const records = await call(guessCalls.records, { token: away.token });
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
    const created = await call(guessCalls.create, {
      body: { room_id: streamer.roomId, kind: 'total', mode: 'pool', line: 2.5 },
      token: streamer.token,
    });
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
      call(guessCalls.stop, { body: { guess_id: id }, token: streamer.token }),
      call(guessCalls.stop, { body: { guess_id: id }, token: streamer.token }),
    ]);
    expect(stopped.filter((result) => result.code === 0)).toHaveLength(1);
    expect((await walletOf(ctx.test.app, fan.token)).gold_coins).toBe(100);
    const records = await call(guessCalls.records, {
      query: { status: 'stopped' },
      token: fan.token,
    });
    expect(records.data.list).toEqual([expect.objectContaining({ status: 'stopped', payout: 60 })]);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('answers records three months back to the day, and refuses the day before with the earliest day', async () => {
    const fan = await fanWithGold(0);
    const earliest = monthsBefore(chinaDay(Date.now()), 3);
    const dayBefore = new Date(Date.parse(`${earliest}T00:00:00Z`) - DAY_MS)
      .toISOString()
      .slice(0, 10);
    const ok = await call(guessCalls.records, { query: { from: earliest }, token: fan.token });
    expect(ok).toMatchObject({ code: 0, data: { earliest } });
    const refused = await call(guessCalls.records, {
      query: { from: dayBefore },
      token: fan.token,
    });
    expect(refused.code).toBe(1);
    expect(refused.msg).toContain(earliest);
    // I1: every placeholder filled, none left in braces ("近 {3} 个月").
    expect(refused.msg).toContain('3 months');
    expect(refused.msg).not.toMatch(/[{}]/);
  });

  const create = (token: string, body: CallBody<typeof guessCalls.create>) =>
    call(guessCalls.create, { body, token });

  it('refuses a fixed-odds book without the margin (H1: home, draw and away all at 20)', async () => {
    const { streamer } = await streamerOnMatch(2);
    const open = (odds: CallBody<typeof guessCalls.create>['odds']) =>
      create(streamer.token, { room_id: streamer.roomId, kind: 'winner', mode: 'odds', odds });
    const refused = await open({ home: 20, draw: 20, away: 20 });
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.msg).toContain('1.05');
    expect(refused.msg).toContain('0.15');
    expect(refused.msg).not.toMatch(/[{}]/);
    // 3 × 1/2.9 = 1.034: under the margin; 3 × 1/2.85 = 1.053: enough.
    expect(await open({ home: 2.9, draw: 2.9, away: 2.9 })).toMatchObject({ code: 1 });
    expect(await open({ home: 2.85, draw: 2.85, away: 2.85 })).toMatchObject({ code: 0 });
    const total = await create(streamer.token, {
      room_id: streamer.roomId,
      kind: 'total',
      mode: 'odds',
      line: 2.5,
      odds: { over: 2, under: 2 },
    });
    expect(total).toMatchObject({ code: 1 });
  });

  it('lets a member back one option of a guess, even when every option is staked at once (H1)', async () => {
    const { streamer } = await streamerOnMatch(2);
    const created = await create(streamer.token, {
      room_id: streamer.roomId,
      kind: 'winner',
      mode: 'odds',
      odds: { home: 2.5, draw: 3.2, away: 2.8 },
    });
    const id = created.data.id;
    const fan = await fanWithGold(40_000);
    const attempts = await Promise.all(
      (['home', 'draw', 'away'] as const).map((option) =>
        bet(fan.token, { guess_id: id, option, amount: 4_000 }),
      ),
    );
    const accepted = attempts.filter((attempt) => attempt.code === 0);
    expect(accepted).toHaveLength(1);
    const backed = accepted[0]!.data.guess.my_stakes[0]!.key;
    const others = (['home', 'draw', 'away'] as const).filter((key) => key !== backed);
    for (const option of others) {
      const refused = await bet(fan.token, { guess_id: id, option, amount: 10 });
      expect(refused).toMatchObject({ code: 1 });
      expect(refused.msg).toContain('one option');
    }
    // Topping up the option backed stays allowed, within the cap.
    expect(await bet(fan.token, { guess_id: id, option: backed, amount: 4_000 })).toMatchObject({
      code: 0,
      data: { gold_coins: 32_000 },
    });
    expect(await bet(fan.token, { guess_id: id, option: backed, amount: 4_000 })).toMatchObject({
      code: 1,
    });
    const rows = await ctx.database.db
      .select()
      .from(guessStakes)
      .where(eq(guessStakes.guessId, id));
    expect(rows).toEqual([expect.objectContaining({ option: backed, amount: 8_000 })]);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('refuses stakes that would take the worst-case payout of a fixed-odds guess past 200,000 gold (H1)', async () => {
    const { streamer } = await streamerOnMatch(2);
    // 1/19 + 1/1.9 + 1/2.1 = 1.055.
    const created = await create(streamer.token, {
      room_id: streamer.roomId,
      kind: 'winner',
      mode: 'odds',
      odds: { home: 19, draw: 1.9, away: 2.1 },
    });
    const id = created.data.id;
    const [first, second, third] = await Promise.all([
      fanWithGold(20_000),
      fanWithGold(20_000),
      fanWithGold(20_000),
    ]);
    // 10,000 at 19 would cost 180,000 if home wins: within the cap.
    expect(await bet(first.token, { guess_id: id, option: 'home', amount: 10_000 })).toMatchObject({
      code: 0,
    });
    // Another 10,000 would make it 360,000: refused, with what is left (1,111 → 199,998).
    const refused = await bet(second.token, { guess_id: id, option: 'home', amount: 10_000 });
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.msg).toContain('1111');
    expect(await bet(second.token, { guess_id: id, option: 'home', amount: 1_112 })).toMatchObject({
      code: 1,
    });
    expect(await bet(second.token, { guess_id: id, option: 'home', amount: 1_111 })).toMatchObject({
      code: 0,
    });
    // A stake on another outcome lowers what a home win would cost: accepted.
    expect(await bet(third.token, { guess_id: id, option: 'away', amount: 5_000 })).toMatchObject({
      code: 0,
    });
    expect((await walletOf(ctx.test.app, second.token)).gold_coins).toBe(20_000 - 1_111);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('lets a room open at most 20 guesses a China-time day (H1)', async () => {
    const { streamer } = await streamerOnMatch(2);
    const open = () =>
      create(streamer.token, { room_id: streamer.roomId, kind: 'winner', mode: 'pool' });
    for (let index = 0; index < 20; index += 1) {
      const created = await open();
      expect(created.code).toBe(0);
      await call(guessCalls.stop, { body: { guess_id: created.data.id }, token: streamer.token });
    }
    const refused = await open();
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.msg).toContain('20');
  });

  it('refuses stakes from kick-off, closes open guesses at kick-off, refuses guesses on a started match (M1)', async () => {
    const { streamer, match } = await streamerOnMatch();
    const fan = await fanWithGold(1_000);
    const created = await create(streamer.token, {
      room_id: streamer.roomId,
      kind: 'winner',
      mode: 'pool',
    });
    const id = created.data.id;
    expect(await bet(fan.token, { guess_id: id, option: 'home', amount: 100 })).toMatchObject({
      code: 0,
    });
    clock.set(match.kickoff + 60_000);
    expect(ctx.test.parts.scoreFeed.stateAt(match.id)?.status).not.toBe('not_started');
    // Before the housekeeping timer has run: refused all the same.
    const late = await bet(fan.token, { guess_id: id, option: 'home', amount: 100 });
    expect(late).toMatchObject({ code: 1 });
    expect(late.msg).toContain('kicked off');
    await ctx.test.parts.engagement.guesses.settleFinished();
    const list = await call(guessCalls.roomList, { query: { room_id: streamer.roomId } });
    expect(list.data.list.find((guess) => guess.id === id)).toMatchObject({ status: 'pending' });
    expect(
      await create(streamer.token, { room_id: streamer.roomId, kind: 'winner', mode: 'pool' }),
    ).toMatchObject({ code: 1 });
    expect((await walletOf(ctx.test.app, fan.token)).gold_coins).toBe(900);
  });

  it("refuses the review's late stake: the match finished 1-3, then a stake on away (M1)", async () => {
    const feed = ctx.test.parts.scoreFeed;
    const match = feed
      .matchesBetween(clock() + 30 * 60_000, clock() + 14 * DAY_MS)
      .find((entry) => {
        const final = feed.stateAt(entry.id, entry.kickoff + 4 * 3_600_000);
        return entry.sport === 'football' && final?.score.home === 1 && final.score.away === 3;
      });
    if (!match) throw new Error('no football match ending 1-3 in the next fortnight');
    const streamer = await registerStreamer(ctx.test.app, ctx.database.db);
    await ctx.database.db
      .update(liveRooms)
      .set({ matchId: match.id })
      .where(eq(liveRooms.id, streamer.roomId));
    const created = await create(streamer.token, {
      room_id: streamer.roomId,
      kind: 'winner',
      mode: 'odds',
      odds: { home: 2.5, draw: 3.2, away: 2.8 },
    });
    expect(created.code).toBe(0);
    const fan = await fanWithGold(1_000);
    clock.set(match.kickoff + 4 * 3_600_000);
    expect(feed.stateAt(match.id)).toMatchObject({
      status: 'finished',
      score: { home: 1, away: 3 },
    });
    const late = await bet(fan.token, { guess_id: created.data.id, option: 'away', amount: 100 });
    expect(late).toMatchObject({ code: 1 });
    expect((await walletOf(ctx.test.app, fan.token)).gold_coins).toBe(1_000);
    expect(
      await create(streamer.token, { room_id: streamer.roomId, kind: 'winner', mode: 'pool' }),
    ).toMatchObject({ code: 1 });
  });
});
