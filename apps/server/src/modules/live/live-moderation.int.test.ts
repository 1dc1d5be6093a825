import { describe, expect, it } from 'vitest';
import { roomAdmins, users } from '../../db/schema/index';
import { callerFrom, registerMember } from '../../test-support/accounts';
import { makeOperator, registerStreamer } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import type { Envelope } from '../../test-support/envelope';

describe.each(databaseKinds)('live room moderation (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });

  async function setup() {
    const { app } = ctx.test;
    const db = ctx.database.db;
    const streamer = await registerStreamer(app, db);
    const admin = await registerMember(app, db);
    const viewer = await registerMember(app, db);
    const other = await registerMember(app, db);
    const caller = callerFrom(app);
    const post = async <T = unknown>(path: string, body: unknown, token: string) => {
      const response = await caller.post(`/api/${path}`, body, { token });
      return { status: response.statusCode, ...response.json<Envelope<T>>() };
    };
    const named = await post('Live/setAdministrations', { user_id: admin.userId }, streamer.token);
    expect(named).toMatchObject({ code: 0, data: { admin: true } });
    return { streamer, admin, viewer, other, post, caller, roomId: streamer.roomId };
  }

  it('lets only the streamer, its admins or an operator moderate', async () => {
    const { streamer, admin, viewer, other, post, roomId } = await setup();
    const target = { room_id: roomId, user_id: viewer.userId };

    for (const path of [
      'Live/setTaboo',
      'Live/relieveTaboo',
      'Live/setUserShield',
      'live/liveKickout',
    ]) {
      const refused = await post(path, target, other.token);
      expect(refused, path).toMatchObject({ status: 403, code: 1 });
    }
    const lists = await ctx.test.app.inject({
      method: 'GET',
      url: `/api/Live/getModeration?room_id=${roomId}`,
      headers: { token: other.token },
    });
    expect(lists.statusCode).toBe(403);

    expect(await post('Live/setTaboo', { ...target, minutes: 10 }, admin.token)).toMatchObject({
      code: 0,
    });
    expect(await post('Live/relieveTaboo', target, streamer.token)).toMatchObject({ code: 0 });

    // Nobody sanctions the streamer; an admin cannot sanction another admin.
    const anchorTarget = { room_id: roomId, user_id: streamer.userId };
    expect(await post('Live/setTaboo', anchorTarget, admin.token)).toMatchObject({
      status: 403,
      code: 1,
    });
    await post('Live/setAdministrations', { user_id: other.userId }, streamer.token);
    expect(
      await post('Live/setTaboo', { room_id: roomId, user_id: other.userId }, admin.token),
    ).toMatchObject({ status: 403, code: 1 });
    // The streamer can; an operator can.
    expect(
      await post('Live/setTaboo', { room_id: roomId, user_id: other.userId }, streamer.token),
    ).toMatchObject({ code: 0 });
    const operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    expect(await post('live/liveKickout', { ...target, minutes: 5 }, operator.token)).toMatchObject(
      {
        code: 0,
      },
    );
  });

  it('lets only a streamer name admins, at most 200', async () => {
    const { viewer, admin, streamer, post } = await setup();
    // A member who is not a streamer has no room to name admins in.
    expect(
      await post('Live/setAdministrations', { user_id: viewer.userId }, admin.token),
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
    const full = await post('Live/setAdministrations', { user_id: viewer.userId }, streamer.token);
    expect(full).toMatchObject({ code: 1 });
    expect(full.msg).toContain('200');
    expect(
      await post('Live/setAdministrations', { user_id: admin.userId, set: false }, streamer.token),
    ).toMatchObject({
      code: 0,
    });
    expect(
      await post('Live/setAdministrations', { user_id: viewer.userId }, streamer.token),
    ).toMatchObject({
      code: 0,
    });
  });

  it('lets only operators seal; a sealed room ends, leaves the lists and cannot start', async () => {
    const { streamer, other, post, caller, roomId } = await setup();
    expect(await post('Live/startRoom', {}, streamer.token)).toMatchObject({ code: 0 });
    expect(
      await post('Admin/sealRoom', { room_id: roomId, reason: 'piracy' }, other.token),
    ).toMatchObject({
      status: 403,
      code: 1,
    });
    await makeOperator(ctx.database.db, other.userId);
    expect(
      await post('Admin/sealRoom', { room_id: roomId, reason: 'piracy' }, other.token),
    ).toMatchObject({
      code: 0,
    });
    const info = (await caller.get(`/api/live_streaming/getRoomInfo?room_id=${roomId}`)).json<
      Envelope<{ sealed: boolean; live_status: string; sealed_reason: string }>
    >();
    expect(info.data).toMatchObject({
      sealed: true,
      live_status: 'ended',
      sealed_reason: 'piracy',
    });
    const list = (await caller.get('/api/Live/getRoomList?type=0&page_size=60')).json<
      Envelope<{ list: { room_id: number }[] }>
    >();
    expect(list.data.list.map((room) => room.room_id)).not.toContain(roomId);
    expect(await post('Live/startRoom', {}, streamer.token)).toMatchObject({
      status: 403,
      code: 1,
    });
  });
});
