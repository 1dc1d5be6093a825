import { liveCalls, redEnvelopeCalls, type CallBody, type RedEnvelope } from '@tifo/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redEnvelopeShares, redEnvelopes } from '../../../db/schema/index';
import { registerMember } from '../../../test-support/accounts';
import { contractCaller } from '../../../test-support/call-contract';
import { connectLiveData } from '../../../test-support/live-data-client';
import {
  grantDiamonds,
  ledgerProblems,
  registerLiveStreamer,
  walletOf,
} from '../../../test-support/money';
import { databaseKinds } from '../../../test-support/targets';
import { useAppForFile } from '../../../test-support/test-app';

describe.each(databaseKinds)('red envelopes (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });

  const call = contractCaller(() => ctx.test.app);
  const insert = (token: string, body: CallBody<typeof redEnvelopeCalls.insert>) =>
    call(redEnvelopeCalls.insert, { body, token });
  const claim = (token: string, id: number) =>
    call(redEnvelopeCalls.receive, { body: { id }, token });
  const memberWithDiamonds = async (diamonds: number) => {
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    if (diamonds > 0) await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, diamonds);
    return fan;
  };
  /** The member's page is on the room (as an `enterRoom` on /ws records it). */
  const watching = (fan: { userId: number }, roomId: number) =>
    ctx.test.parts.engagement.roomVisits.record(roomId, fan.userId);
  const expire = (id: number) =>
    ctx.database.db
      .update(redEnvelopes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(redEnvelopes.id, id));

  it('takes the diamonds, shows the envelope to the room and lists it', async () => {
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const sender = await memberWithDiamonds(100);
    const viewer = await connectLiveData(ctx.test);
    viewer.send({ type: 'enterRoom', room_id: streamer.roomId });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const sent = await insert(sender.token, {
      room_id: streamer.roomId,
      total: 30,
      count: 3,
      message: 'Goal!',
      request_id: 'envelope-0001',
    });
    expect(sent).toMatchObject({
      code: 0,
      msg: 'Red envelope sent',
      data: {
        wallet: { diamonds: 70 },
        envelope: { total: 30, count: 3, remaining_count: 3, status: 'open', message: 'Goal!' },
      },
    });
    const pushed = await viewer.next((m) => m.code === 200 && m.type === 'redEnvelope');
    expect((pushed as { data: RedEnvelope }).data.id).toBe(sent.data.envelope.id);
    viewer.socket.close();
    // A retried request sends nothing more.
    const again = await insert(sender.token, {
      room_id: streamer.roomId,
      total: 30,
      count: 3,
      request_id: 'envelope-0001',
    });
    expect(again.data.envelope.id).toBe(sent.data.envelope.id);
    expect((await walletOf(ctx.test.app, sender.token)).diamonds).toBe(70);

    const listed = await call(redEnvelopeCalls.roomList, { query: { room_id: streamer.roomId } });
    expect(listed.data.list.map((entry) => entry.id)).toEqual([sent.data.envelope.id]);
  });

  it('refuses bad input and a short wallet without writing anything', async () => {
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const sender = await memberWithDiamonds(5);
    const before = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(redEnvelopes);
    for (const body of [
      { room_id: streamer.roomId, total: 0, count: 1 },
      { room_id: streamer.roomId, total: 10, count: 101 },
      { room_id: streamer.roomId, total: 10, count: 2, message: 'x'.repeat(31) },
      { room_id: streamer.roomId, total: 6, count: 2 },
      { room_id: 999_999, total: 1, count: 1 },
    ]) {
      expect(await insert(sender.token, body)).toMatchObject({ code: 1 });
    }
    const after = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(redEnvelopes);
    expect(after).toEqual(before);
    expect((await walletOf(ctx.test.app, sender.token)).diamonds).toBe(5);
  });

  it('pays out exactly its total: one share per member, never more shares than it has', async () => {
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const sender = await memberWithDiamonds(50);
    const sent = await insert(sender.token, { room_id: streamer.roomId, total: 50, count: 4 });
    const id = sent.data.envelope.id;
    const fans = await Promise.all(Array.from({ length: 7 }, () => memberWithDiamonds(0)));
    await Promise.all(fans.map((fan) => watching(fan, streamer.roomId)));
    const first = fans[0] as (typeof fans)[number];
    // One member claiming twice at once gets one share.
    const doubled = await Promise.all([claim(first.token, id), claim(first.token, id)]);
    expect(doubled.filter((result) => result.code === 0)).toHaveLength(1);
    expect(doubled.find((result) => result.code !== 0)).toMatchObject({ status: 409 });

    const results = await Promise.all(fans.slice(1).map((fan) => claim(fan.token, id)));
    const won = [...doubled, ...results].filter((result) => result.code === 0);
    expect(won).toHaveLength(4);
    expect(results.filter((result) => result.code === 1)).toHaveLength(3);
    const paid = won.reduce((sum, result) => sum + Math.round(result.data.amount * 100), 0);
    expect(paid).toBe(5000);

    const info = await call(redEnvelopeCalls.info, { query: { id }, token: first.token });
    expect(info.data.envelope).toMatchObject({ status: 'finished', remaining_count: 0 });
    expect(info.data.envelope.my_share).toBe(
      (doubled.find((result) => result.code === 0) as (typeof doubled)[number]).data.amount,
    );
    expect(info.data.claims).toHaveLength(4);
    const balances = await Promise.all(fans.map((fan) => walletOf(ctx.test.app, fan.token)));
    expect(Math.round(balances.reduce((sum, wallet) => sum + wallet.diamonds * 100, 0))).toBe(5000);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('returns the unclaimed rest to the sender once when it expires, and then refuses claims', async () => {
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const sender = await memberWithDiamonds(20);
    const fan = await memberWithDiamonds(0);
    const late = await memberWithDiamonds(0);
    await watching(fan, streamer.roomId);
    await watching(late, streamer.roomId);
    const sent = await insert(sender.token, { room_id: streamer.roomId, total: 20, count: 5 });
    const id = sent.data.envelope.id;
    const claimed = await claim(fan.token, id);
    expect(claimed.code).toBe(0);

    await expire(id);
    const envelopes = ctx.test.parts.engagement.redEnvelopes;
    expect(await envelopes.refundDue()).toBeGreaterThanOrEqual(1);
    expect(await envelopes.refundDue()).toBe(0);
    const senderWallet = await walletOf(ctx.test.app, sender.token);
    expect(Math.round(senderWallet.diamonds * 100)).toBe(
      2000 - Math.round(claimed.data.amount * 100),
    );

    const tooLate = await claim(late.token, id);
    expect(tooLate.code).toBe(1);
    expect(tooLate.msg).toMatch(/expired/);
    const unclaimed = await ctx.database.db
      .select()
      .from(redEnvelopeShares)
      .where(eq(redEnvelopeShares.envelopeId, id));
    expect(unclaimed.filter((share) => share.claimedBy !== null)).toHaveLength(1);
    const listed = await call(redEnvelopeCalls.roomList, { query: { room_id: streamer.roomId } });
    expect(listed.data.list.map((entry) => entry.id)).not.toContain(id);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });
  it('pays only viewers of the room: not the kicked, not strangers, not the sender (M12, I5)', async () => {
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const sender = await memberWithDiamonds(20);
    const kicked = await memberWithDiamonds(0);
    const stranger = await memberWithDiamonds(0);
    const viewer = await memberWithDiamonds(0);
    const pages = await Promise.all(
      [kicked, viewer, sender].map((member) => connectLiveData(ctx.test, { token: member.token })),
    );
    for (const page of pages) page.send({ type: 'enterRoom', room_id: streamer.roomId });
    const sent = await insert(sender.token, { room_id: streamer.roomId, total: 20, count: 5 });
    const id = sent.data.envelope.id;
    const kick = await call(liveCalls.liveKickout, {
      body: { room_id: streamer.roomId, user_id: kicked.userId },
      token: streamer.token,
    });
    expect(kick.code).toBe(0);

    // The review's request: C, kicked from the room, claims its envelope by id.
    const byKicked = await claim(kicked.token, id);
    expect(byKicked).toMatchObject({ status: 403, code: 1 });
    // Someone who never opened the room, trying ids one after another.
    const byStranger = await claim(stranger.token, id);
    expect(byStranger).toMatchObject({
      status: 403,
      code: 1,
      msg: 'Open the live room first: its red envelopes are for its viewers',
    });
    // The sender would only take their own diamonds back.
    const bySender = await claim(sender.token, id);
    expect(bySender).toMatchObject({ code: 1, msg: 'You cannot claim your own red envelope' });
    expect((await walletOf(ctx.test.app, kicked.token)).diamonds).toBe(0);
    expect((await walletOf(ctx.test.app, stranger.token)).diamonds).toBe(0);
    expect((await walletOf(ctx.test.app, sender.token)).diamonds).toBe(0);

    // A viewer whose page is on the room gets a share.
    expect(await claim(viewer.token, id)).toMatchObject({ code: 0 });
    const shares = await ctx.database.db
      .select()
      .from(redEnvelopeShares)
      .where(eq(redEnvelopeShares.envelopeId, id));
    expect(shares.filter((share) => share.claimedBy !== null).map((s) => s.claimedBy)).toEqual([
      viewer.userId,
    ]);
    for (const page of pages) page.socket.close();
  });

  it('counts a visit for a few minutes after the page left (M12)', async () => {
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const sender = await memberWithDiamonds(10);
    const fan = await memberWithDiamonds(0);
    const page = await connectLiveData(ctx.test, { token: fan.token });
    page.send({ type: 'enterRoom', room_id: streamer.roomId });
    await new Promise((resolve) => setTimeout(resolve, 100));
    page.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sent = await insert(sender.token, { room_id: streamer.roomId, total: 10, count: 2 });
    // The page is gone, but it was there within the last five minutes.
    expect(await claim(fan.token, sent.data.envelope.id)).toMatchObject({ code: 0 });
  });
});
