import { accountCalls, profileCalls } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test-support/accounts';
import { callContract } from '../../test-support/call-contract';
import { connectIm, connectImAs, textMessage, userSigOf } from '../../test-support/im-client';
import { connectLiveData } from '../../test-support/live-data-client';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { busKinds, databaseKinds, openBusPair, openTestDatabase } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A member logged in twice: `stolen` is the session an attacker copied, `device` the owner's. */
async function memberWithTwoSessions(test: TestApp, db: Parameters<typeof registerMember>[1]) {
  const member = await registerMember(test.app, db);
  const login = await callContract(test.app, accountCalls.login, {
    body: { account: member.mobile, password: member.password },
  });
  const device = login.data.token;
  return { ...member, stolen: member.token, device };
}

async function changePassword(test: TestApp, member: { device: string; password: string }) {
  const changed = await callContract(test.app, profileCalls.editPassword, {
    body: { old_password: member.password, password: 'changed-9', repassword: 'changed-9' },
    token: member.device,
  });
  expect(changed).toMatchObject({ code: 0 });
}

// Security review M4: the chat userSig was a 7-day bearer ticket that outlived logout and
// password changes; sockets of an ended session kept their identity (L8).
describe.each(databaseKinds)('chat userSig bound to its session (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });

  it('refuses a stolen userSig once the victim changes the password on their own device', async () => {
    const member = await memberWithTwoSessions(ctx.test, ctx.database.db);
    const peer = await registerMember(ctx.test.app, ctx.database.db);
    const stolenSig = await userSigOf(ctx.test.app, member.stolen);
    const login = { type: 'login' as const, userID: String(member.userId), userSig: stolenSig };
    const before = await connectIm(ctx.test.app);
    expect(await before.request(login)).toMatchObject({ code: 0 });
    before.socket.close();

    await changePassword(ctx.test, member);
    expect(
      await callContract(ctx.test.app, accountCalls.memberInfo, { token: member.stolen }),
    ).toMatchObject({
      code: 700,
    });

    const after = await connectIm(ctx.test.app);
    expect(await after.request(login)).toMatchObject({ code: 1 });
    const sent = await after.request({
      type: 'sendPrivate',
      to: String(peer.userId),
      ...textMessage('as the victim'),
    });
    expect(sent.code).toBe(1);
    // The victim's own device still signs in to chat with its own signature.
    const own = await connectImAs(ctx.test.app, { userId: member.userId, token: member.device });
    own.socket.close();
    after.socket.close();
  });

  it("refuses a logged-out session's userSig although the member is signed in elsewhere", async () => {
    const member = await memberWithTwoSessions(ctx.test, ctx.database.db);
    const sig = await userSigOf(ctx.test.app, member.stolen);
    await callContract(ctx.test.app, accountCalls.signOut, { token: member.stolen });
    const client = await connectIm(ctx.test.app);
    expect(
      await client.request({ type: 'login', userID: String(member.userId), userSig: sig }),
    ).toMatchObject({ code: 1 });
    client.socket.close();
  });

  it('hands out signatures that live ten minutes, refreshed with user info', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const sig = await userSigOf(ctx.test.app, member.token);
    const expiresAt = Number(sig.split('.')[0]);
    const now = Math.floor(Date.now() / 1000);
    expect(expiresAt).toBeGreaterThan(now + 9 * 60);
    expect(expiresAt).toBeLessThanOrEqual(now + 10 * 60 + 1);
    // A tourist's signature is short-lived too.
    const tourist = (await callContract(ctx.test.app, profileCalls.touristAccount)).data;
    expect(tourist.expires_at).toBeLessThanOrEqual(now + 3600 + 1);
  });

  it('closes the /im socket and drops the /ws identity of a session when it ends', async () => {
    const member = await memberWithTwoSessions(ctx.test, ctx.database.db);
    const chat = await connectImAs(ctx.test.app, { userId: member.userId, token: member.stolen });
    const page = await connectLiveData(ctx.test, { token: member.stolen });
    const ownPage = await connectLiveData(ctx.test, { token: member.device });
    await pause(100); // the sockets' sessions are resolved
    const notice = (text: string) =>
      ctx.test.parts.liveData.publish(
        { kind: 'user', userId: member.userId },
        { code: 200, type: 'notice', data: { text } },
      );
    await notice('before');
    await page.next((m) => m.code === 200 && m.type === 'notice');
    await ownPage.next((m) => m.code === 200 && m.type === 'notice');

    await changePassword(ctx.test, member);

    expect(await chat.next((m) => m.type === 'kickedOffline')).toMatchObject({
      data: { reason: 'sessionEnded' },
    });
    expect(await chat.closed).toMatchObject({ code: 4001 });
    await pause(100);
    await notice('after');
    // The device that changed the password keeps its pushes; the ended session's page does not.
    await ownPage.next((m) => m.code === 200 && m.type === 'notice');
    await expect(page.next((m) => m.code === 200 && m.type === 'notice', 300)).rejects.toThrow(
      'no matching message',
    );
    page.socket.close();
    ownPage.socket.close();
  });
});

describe.each(busKinds)('ending a session closes its sockets on every instance (%s bus)', (bus) => {
  it('kicks the /im socket and forgets the /ws identity on the other instance', async () => {
    const database = await openTestDatabase('pglite');
    const [busA, busB] = await openBusPair(bus);
    const first = await buildTestApp({ database, bus: busA });
    const second = await buildTestApp({ database, bus: busB });
    await first.app.listen({ host: '127.0.0.1', port: 0 });
    await second.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const member = await registerMember(first.app, database.db);
      const chat = await connectImAs(second.app, member);
      const page = await connectLiveData(second, { token: member.token });
      await pause(100);
      await callContract(first.app, accountCalls.signOut, { token: member.token });
      expect(await chat.closed).toMatchObject({ code: 4001 });
      await pause(100);
      await second.parts.liveData.publish(
        { kind: 'user', userId: member.userId },
        { code: 200, type: 'notice', data: { text: 'after' } },
      );
      await expect(page.next((m) => m.code === 200 && m.type === 'notice', 300)).rejects.toThrow(
        'no matching message',
      );
      page.socket.close();
    } finally {
      await first.close();
      await second.close();
      await busA.close();
      await busB.close();
      await database.dispose();
    }
  }, 60_000);
});
