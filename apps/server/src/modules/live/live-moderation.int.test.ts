import { liveCalls } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { roomAdmins, users } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator, registerStreamer } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('live room moderation (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });

  const call = contractCaller(() => ctx.test.app);

  async function setup() {
    const { app } = ctx.test;
    const db = ctx.database.db;
    const streamer = await registerStreamer(app, db);
    const admin = await registerMember(app, db);
    const viewer = await registerMember(app, db);
    const other = await registerMember(app, db);
    const named = await call(liveCalls.setAdministrations, {
      body: { user_id: admin.userId },
      token: streamer.token,
    });
    expect(named).toMatchObject({ code: 0, data: { admin: true } });
    return { streamer, admin, viewer, other, roomId: streamer.roomId };
  }

  it('lets only the streamer, its admins or an operator moderate', async () => {
    const { streamer, admin, viewer, other, roomId } = await setup();
    const target = { room_id: roomId, user_id: viewer.userId };

    for (const moderation of [
      liveCalls.setTaboo,
      liveCalls.relieveTaboo,
      liveCalls.setUserShield,
      liveCalls.liveKickout,
    ]) {
      const refused = await call(moderation, { body: target, token: other.token });
      expect(refused, moderation.path).toMatchObject({ status: 403, code: 1 });
    }
    const lists = await call(liveCalls.getModeration, {
      query: { room_id: roomId },
      token: other.token,
    });
    expect(lists.status).toBe(403);

    expect(
      await call(liveCalls.setTaboo, { body: { ...target, minutes: 10 }, token: admin.token }),
    ).toMatchObject({
      code: 0,
    });
    expect(
      await call(liveCalls.relieveTaboo, { body: target, token: streamer.token }),
    ).toMatchObject({ code: 0 });

    // Nobody sanctions the streamer; an admin cannot sanction another admin.
    const anchorTarget = { room_id: roomId, user_id: streamer.userId };
    expect(
      await call(liveCalls.setTaboo, { body: anchorTarget, token: admin.token }),
    ).toMatchObject({
      status: 403,
      code: 1,
    });
    await call(liveCalls.setAdministrations, {
      body: { user_id: other.userId },
      token: streamer.token,
    });
    expect(
      await call(liveCalls.setTaboo, {
        body: { room_id: roomId, user_id: other.userId },
        token: admin.token,
      }),
    ).toMatchObject({ status: 403, code: 1 });
    // The streamer can; an operator can.
    expect(
      await call(liveCalls.setTaboo, {
        body: { room_id: roomId, user_id: other.userId },
        token: streamer.token,
      }),
    ).toMatchObject({ code: 0 });
    const operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    expect(
      await call(liveCalls.liveKickout, { body: { ...target, minutes: 5 }, token: operator.token }),
    ).toMatchObject({
      code: 0,
    });
  });

  it('lets only a streamer name admins, at most 200', async () => {
    const { viewer, admin, streamer } = await setup();
    // A member who is not a streamer has no room to name admins in.
    expect(
      await call(liveCalls.setAdministrations, {
        body: { user_id: viewer.userId },
        token: admin.token,
      }),
    ).toMatchObject({
      status: 403,
      code: 1,
    });
    const db = ctx.database.db;
    const filler = await db
      .insert(users)
      .values(
        Array.from({ length: 199 }, (_, i) => ({
          countryCode: 86,
          mobile:
            `1990${String(Date.now() % 100000).padStart(5, '0')}${String(i).padStart(3, '0')}`.slice(
              0,
              15,
            ),
          nickname: `filler${i}`,
          passwordHash: 'x',
          inviteCode: `F${Date.now().toString(36)}${i}`.slice(0, 16),
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(roomAdmins)
      .values(filler.map((user) => ({ roomId: streamer.roomId, userId: user.id })));
    const full = await call(liveCalls.setAdministrations, {
      body: { user_id: viewer.userId },
      token: streamer.token,
    });
    expect(full).toMatchObject({ code: 1 });
    expect(full.msg).toContain('200');
    expect(
      await call(liveCalls.setAdministrations, {
        body: { user_id: admin.userId, set: false },
        token: streamer.token,
      }),
    ).toMatchObject({
      code: 0,
    });
    expect(
      await call(liveCalls.setAdministrations, {
        body: { user_id: viewer.userId },
        token: streamer.token,
      }),
    ).toMatchObject({
      code: 0,
    });
  });

  it('lets only operators seal; a sealed room ends, leaves the lists and cannot start', async () => {
    const { streamer, other, roomId } = await setup();
    expect(await call(liveCalls.startRoom, { token: streamer.token })).toMatchObject({ code: 0 });
    expect(
      await call(liveCalls.sealRoom, {
        body: { room_id: roomId, reason: 'piracy' },
        token: other.token,
      }),
    ).toMatchObject({
      status: 403,
      code: 1,
    });
    await makeOperator(ctx.database.db, other.userId);
    expect(
      await call(liveCalls.sealRoom, {
        body: { room_id: roomId, reason: 'piracy' },
        token: other.token,
      }),
    ).toMatchObject({
      code: 0,
    });
    const info = await call(liveCalls.getRoomInfo, { query: { room_id: roomId } });
    expect(info.data).toMatchObject({
      sealed: true,
      live_status: 'ended',
      sealed_reason: 'piracy',
    });
    const list = await call(liveCalls.getRoomList, { query: { type: 0, page_size: 60 } });
    expect(list.data.list.map((room) => room.room_id)).not.toContain(roomId);
    expect(await call(liveCalls.startRoom, { token: streamer.token })).toMatchObject({
      status: 403,
      code: 1,
    });
  });
});
