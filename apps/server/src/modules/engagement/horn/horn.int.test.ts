import { hornCalls, liveCalls, moneyCalls, type CallBody, type Horn } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../../test-support/accounts';
import { contractCaller } from '../../../test-support/call-contract';
import { makeOperator } from '../../../test-support/live';
import { connectLiveData } from '../../../test-support/live-data-client';
import {
  grantDiamonds,
  ledgerProblems,
  registerLiveStreamer,
  walletOf,
} from '../../../test-support/money';
import { databaseKinds } from '../../../test-support/targets';
import { useAppForFile } from '../../../test-support/test-app';

describe.each(databaseKinds)('paid barrages and the global horn (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });

  const call = contractCaller(() => ctx.test.app);
  const memberWithDiamonds = async (diamonds: number) => {
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    if (diamonds > 0) await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, diamonds);
    return fan;
  };
  const noble = async (diamonds: number) => {
    const fan = await memberWithDiamonds(1_000 + diamonds);
    const bought = await call(moneyCalls.buyNoble, {
      body: { tier: 1, months: 1 },
      token: fan.token,
    });
    expect(bought.code).toBe(0);
    return fan;
  };
  const barrage = (token: string, body: CallBody<typeof liveCalls.sendBarrage>) =>
    call(liveCalls.sendBarrage, { body, token });

  it('charges a paid barrage once per request id and marks it in the room chat', async () => {
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const fan = await memberWithDiamonds(3);
    const body = {
      room_id: streamer.roomId,
      text: 'Vamos!',
      kind: 'paid' as const,
      request_id: 'paid-0001',
    };
    const sent = await barrage(fan.token, body);
    expect(sent).toMatchObject({
      code: 0,
      data: { highlight: 'paid', wallet: { diamonds: 2 }, free_barrages_left: null },
    });
    expect((await barrage(fan.token, body)).data.id).toBe(sent.data.id);
    expect((await walletOf(ctx.test.app, fan.token)).diamonds).toBe(2);

    const list = await call(liveCalls.getBarrageList, { query: { room_id: streamer.roomId } });
    expect(list.data.list.find((entry) => entry.id === sent.data.id)?.highlight).toBe('paid');
    // Room chat allows one message a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const normal = await barrage(fan.token, { room_id: streamer.roomId, text: 'free one' });
    expect(normal.data).toMatchObject({ highlight: null, wallet: null });
  });

  it('refuses a paid barrage the wallet cannot pay, leaving no message', async () => {
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const fan = await memberWithDiamonds(0);
    const refused = await barrage(fan.token, {
      room_id: streamer.roomId,
      text: 'no money',
      kind: 'advert',
    });
    expect(refused.code).toBe(1);
    expect(refused.msg).toMatch(/diamonds/i);
    const list = await call(liveCalls.getBarrageList, { query: { room_id: streamer.roomId } });
    expect(list.data.list.map((entry) => entry.text)).not.toContain('no money');
  });

  it("uses a noble's free advertising barrages first and shows adverts to every page", async () => {
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const fan = await noble(20);
    const elsewhere = await connectLiveData(ctx.test);
    const sent = await barrage(fan.token, { room_id: streamer.roomId, text: 'Ad', kind: 'advert' });
    expect(sent.data).toMatchObject({
      highlight: 'advert',
      wallet: { diamonds: 20 },
      free_barrages_left: 29,
    });
    const pushed = await elsewhere.next((m) => m.code === 200 && m.type === 'advertBarrage');
    expect((pushed as { data: unknown }).data).toMatchObject({ text: 'Ad', noble_tier: 1 });
    elsewhere.socket.close();
  });

  it("refuses a shielded member's paid and advertising barrages before charging, and pushes no advert (M12)", async () => {
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const other = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const spammer = await memberWithDiamonds(20);
    const shielded = await call(liveCalls.setUserShield, {
      body: { room_id: streamer.roomId, user_id: spammer.userId },
      token: streamer.token,
    });
    expect(shielded.code).toBe(0);
    const elsewhere = await connectLiveData(ctx.test);
    elsewhere.send({ type: 'enterRoom', room_id: other.roomId });

    // The review's request: B, shielded in room 10, sends an advert; a page in room 3 listens.
    const advert = await barrage(spammer.token, {
      room_id: streamer.roomId,
      text: 'SPAM buy now',
      kind: 'advert',
    });
    expect(advert).toMatchObject({
      status: 403,
      code: 1,
      msg: 'Your messages in this room are shielded, so you cannot send paid or advertising barrages here.',
    });
    const paid = await barrage(spammer.token, {
      room_id: streamer.roomId,
      text: 'SPAM again',
      kind: 'paid',
    });
    expect(paid).toMatchObject({ status: 403, code: 1 });
    await expect(
      elsewhere.next((m) => m.code === 200 && m.type === 'advertBarrage', 500),
    ).rejects.toThrow('no matching message');
    expect((await walletOf(ctx.test.app, spammer.token)).diamonds).toBe(20);
    const list = await call(liveCalls.getBarrageList, { query: { room_id: streamer.roomId } });
    expect(list.data.list.map((entry) => entry.text)).not.toContain('SPAM buy now');
    // Normal messages still go through, to the shielded member alone.
    expect(
      (await barrage(spammer.token, { room_id: streamer.roomId, text: 'just talking' })).code,
    ).toBe(0);
    elsewhere.socket.close();
  });

  it('refuses a horn that names a room which does not exist (I3)', async () => {
    const fan = await noble(50);
    const refused = await call(hornCalls.send, {
      body: { text: 'Come!', room_id: 987_654 },
      token: fan.token,
    });
    expect(refused).toMatchObject({ status: 404, code: 1 });
    expect((await walletOf(ctx.test.app, fan.token)).diamonds).toBe(50);
    const mine = await call(hornCalls.mine, { token: fan.token });
    expect(mine.data.list).toEqual([]);
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const linked = await call(hornCalls.send, {
      body: { text: 'Come!', room_id: streamer.roomId },
      token: fan.token,
    });
    expect(linked.data.horn.room_id).toBe(streamer.roomId);
  });

  it('holds a horn until review: approval shows it everywhere, refusal pays it back, once', async () => {
    const plain = await memberWithDiamonds(100);
    expect(await call(hornCalls.send, { body: { text: 'hi' }, token: plain.token })).toMatchObject({
      status: 403,
      code: 1,
    });
    const fan = await noble(100);
    const operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);

    const first = await call(hornCalls.send, {
      body: { text: 'Final tonight!' },
      token: fan.token,
    });
    expect(first.data).toMatchObject({
      horn: { status: 'waiting', cost: 50 },
      wallet: { diamonds: 50 },
    });
    const second = await call(hornCalls.send, { body: { text: 'Again' }, token: fan.token });
    expect((await walletOf(ctx.test.app, fan.token)).diamonds).toBe(0);
    expect(await call(hornCalls.send, { body: { text: 'Third' }, token: fan.token })).toMatchObject(
      {
        code: 1,
      },
    );

    expect(
      await call(hornCalls.review, {
        body: { id: first.data.horn.id, approve: true },
        token: fan.token,
      }),
    ).toMatchObject({ status: 403 });
    const everyone = await connectLiveData(ctx.test);
    const reviews = await Promise.all([
      call(hornCalls.review, {
        body: { id: first.data.horn.id, approve: true },
        token: operator.token,
      }),
      call(hornCalls.review, {
        body: { id: first.data.horn.id, approve: false },
        token: operator.token,
      }),
    ]);
    expect(reviews.filter((review) => review.code === 0)).toHaveLength(1);
    const approvedFirst = reviews[0]?.code === 0;
    if (approvedFirst) {
      const pushed = await everyone.next((m) => m.code === 200 && m.type === 'horn');
      expect((pushed as { data: Horn }).data.text).toBe('Final tonight!');
    }
    everyone.socket.close();
    const refused = await call(hornCalls.review, {
      body: { id: second.data.horn.id, approve: false, note: 'No links please' },
      token: operator.token,
    });
    expect(refused.data).toMatchObject({ status: 'failed', review_note: 'No links please' });
    expect((await walletOf(ctx.test.app, fan.token)).diamonds).toBe(approvedFirst ? 50 : 100);

    const mine = await call(hornCalls.mine, { token: fan.token });
    expect(mine.data.list.map((horn) => horn.status)).toEqual([
      'failed',
      approvedFirst ? 'succeeded' : 'failed',
    ]);
    const recent = await call(hornCalls.recent);
    expect(recent.data.list.some((horn) => horn.id === first.data.horn.id)).toBe(approvedFirst);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });
});
