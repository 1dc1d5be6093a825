import { consoleShipmentCalls, mallCalls, type CallBody, type Goods } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backpackItems, goods } from '../../../db/schema/index';
import { registerMember } from '../../../test-support/accounts';
import { makeOperator } from '../../../test-support/live';
import { contractCaller } from '../../../test-support/call-contract';
import { connectLiveData } from '../../../test-support/live-data-client';
import {
  grantGold,
  ledgerProblems,
  registerLiveStreamer,
  walletOf,
} from '../../../test-support/money';
import { databaseKinds } from '../../../test-support/targets';
import { useAppForFile } from '../../../test-support/test-app';

const contact = { name: 'Lý Hải', phone: '0912345678', address: '12 Phố Huế, Hà Nội' };

describe.each(databaseKinds)('exchange mall (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });

  const call = contractCaller(() => ctx.test.app);
  const exchange = (token: string, body: CallBody<typeof mallCalls.exchange>) =>
    call(mallCalls.exchange, { body, token });
  const goodsList = async () => (await call(mallCalls.goodsList)).data.list;
  const memberWithGold = async (gold: number) => {
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    await grantGold(ctx.test.parts.money.ledger, fan.userId, gold);
    return fan;
  };
  const addGoods = async (values: Partial<typeof goods.$inferInsert>) => {
    const [row] = await ctx.database.db
      .insert(goods)
      .values({
        nameZh: '测试',
        nameEn: 'Test goods',
        nameVi: 'Hàng thử',
        image: '/emoji/26bd.svg',
        price: 10,
        stock: 5,
        kind: 'item',
        ...values,
      })
      .returning();
    if (!row) throw new Error('goods not inserted');
    return row;
  };

  it('lists the seeded goods with prices, stock and kind in the asked language', async () => {
    const list = await goodsList();
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(list[0]).toMatchObject({ name: 'Rose ×1', price: 10, kind: 'gift', gift_quantity: 1 });
    expect(list.find((entry) => entry.name === 'Signed jersey')).toMatchObject({
      kind: 'item',
      stock: 3,
      gift_id: null,
    });
  });

  it('exchanges gold for backpack gifts once per request id, and records it', async () => {
    const fan = await memberWithGold(100);
    const rose = (await goodsList())[0] as Goods;
    const body = { goods_id: rose.id, count: 2, request_id: 'exchange-0001' };
    const first = await exchange(fan.token, body);
    expect(first).toMatchObject({
      code: 0,
      msg: 'Exchanged',
      data: { gold_coins: 80, record: { count: 2, gold: 20, status: 'delivered', contact: null } },
    });
    const retried = await exchange(fan.token, body);
    expect(retried.data).toEqual(first.data);
    expect((await walletOf(ctx.test.app, fan.token)).gold_coins).toBe(80);

    const backpack = await call(mallCalls.backpack, { token: fan.token });
    expect(backpack.data.list).toEqual([expect.objectContaining({ id: rose.gift_id, count: 2 })]);
    const records = await call(mallCalls.exchangeRecords, { token: fan.token });
    expect(records.data.list).toHaveLength(1);
    expect((await goodsList())[0]?.stock).toBe(rose.stock - 2);
  });

  it('refuses a member short of gold without taking stock or writing a record', async () => {
    const fan = await memberWithGold(59);
    const football = (await goodsList()).find((entry) => entry.price === 60) as Goods;
    const refused = await exchange(fan.token, { goods_id: football.id });
    expect(refused.code).toBe(1);
    expect(refused.msg).toMatch(/Not enough gold/);
    expect((await goodsList()).find((entry) => entry.id === football.id)?.stock).toBe(
      football.stock,
    );
    expect((await walletOf(ctx.test.app, fan.token)).gold_coins).toBe(59);
    const records = await call(mallCalls.exchangeRecords, { token: fan.token });
    expect(records.data.list).toEqual([]);
  });

  it('needs a valid contact for an item and keeps it with the phone masked', async () => {
    const fan = await memberWithGold(50);
    const item = await addGoods({ price: 20 });
    expect(await exchange(fan.token, { goods_id: item.id })).toMatchObject({ code: 1 });
    expect(
      await exchange(fan.token, { goods_id: item.id, contact: { ...contact, phone: 'call me' } }),
    ).toMatchObject({ code: 1 });
    const done = await exchange(fan.token, { goods_id: item.id, contact });
    expect(done.data.record).toMatchObject({
      status: 'waiting',
      contact: { name: 'Lý Hải', phone: '091*****78', address: contact.address },
    });
    expect(await exchange(fan.token, { goods_id: 999_999, contact })).toMatchObject({
      status: 404,
      code: 1,
    });
  });

  it('waits in the shipments queue until staff send it with a tracking number, once', async () => {
    const operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    const fan = await memberWithGold(50);
    const item = await addGoods({ price: 20 });
    const done = await exchange(fan.token, { goods_id: item.id, contact });
    const id = done.data.record.id;
    const waiting = await call(consoleShipmentCalls.list, { token: operator.token });
    // Staff see the whole phone number: the carrier needs it.
    expect(waiting.data.list.find((shipment) => shipment.id === id)).toMatchObject({
      user_id: fan.userId,
      status: 'waiting',
      contact,
      tracking: '',
    });
    const shipped = await call(consoleShipmentCalls.ship, {
      body: { id, tracking: 'SF Express SF1234567890' },
      token: operator.token,
    });
    expect(shipped.data).toMatchObject({ status: 'shipped', tracking: 'SF Express SF1234567890' });
    const records = await call(mallCalls.exchangeRecords, { token: fan.token });
    expect(records.data.list[0]).toMatchObject({
      status: 'shipped',
      tracking: 'SF Express SF1234567890',
    });
    const again = await call(consoleShipmentCalls.ship, {
      body: { id, tracking: 'SF Express SF0000000000' },
      token: operator.token,
    });
    expect(again.code).toBe(1);
    const stillWaiting = await call(consoleShipmentCalls.list, { token: operator.token });
    expect(stillWaiting.data.list.map((shipment) => shipment.id)).not.toContain(id);
    const sent = await call(consoleShipmentCalls.list, {
      query: { status: 'shipped' },
      token: operator.token,
    });
    expect(sent.data.list.map((shipment) => shipment.id)).toContain(id);
    expect((await call(consoleShipmentCalls.list, { token: fan.token })).status).toBe(403);
  });

  it('never oversells: 20 buyers of the last item, one gets it, the others keep their gold', async () => {
    const item = await addGoods({ price: 25, stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => memberWithGold(30)));
    const results = await Promise.all(
      buyers.map((buyer) => exchange(buyer.token, { goods_id: item.id, contact })),
    );
    expect(results.filter((result) => result.code !== 0 && result.status !== 409)).toEqual([]);
    expect(results.filter((result) => result.code === 0)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(19);
    const [row] = await ctx.database.db.select().from(goods).where(eq(goods.id, item.id));
    expect(row?.stock).toBe(0);
    const golds = await Promise.all(
      buyers.map(async (buyer) => (await walletOf(ctx.test.app, buyer.token)).gold_coins),
    );
    expect(golds.sort()).toEqual([...Array<number>(19).fill(30), 5].sort());
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('sends backpack gifts in a live room: shown to the room, no income, never more than held', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const fan = await memberWithGold(40);
    const beer = (await goodsList()).find((entry) => entry.price === 40) as Goods;
    expect(await exchange(fan.token, { goods_id: beer.id })).toMatchObject({ code: 0 });
    const viewer = await connectLiveData(ctx.test);
    viewer.send({ type: 'enterRoom', room_id: streamer.roomId });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const send = (count: number) =>
      call(mallCalls.sendBackpackGift, {
        body: { room_id: streamer.roomId, gift_id: beer.gift_id, count },
        token: fan.token,
      });
    const tooMany = await send(4);
    expect(tooMany.code).toBe(1);
    expect(tooMany.msg).toMatch(/backpack/);
    expect(await send(2)).toMatchObject({ code: 0, data: { list: [{ count: 1 }] } });
    const effect = await viewer.next((m) => m.code === 200 && m.type === 'gift');
    expect((effect as { data: unknown }).data).toMatchObject({
      backpack: true,
      gift_id: beer.gift_id,
      count: 2,
      total: 0,
    });
    viewer.socket.close();
    const income = await walletOf(app, streamer.token);
    expect(income.pending).toBe(0);
    const [held] = await ctx.database.db
      .select()
      .from(backpackItems)
      .where(eq(backpackItems.userId, fan.userId));
    expect(held?.count).toBe(1);
    expect(await send(1)).toMatchObject({ code: 0, data: { list: [] } });
  });
});
