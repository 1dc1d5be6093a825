import { imCalls, profileCalls, type ChatMessage } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, users } from '../../db/schema/index';
import { registerMember, uploadPicture } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { connectIm, connectImAs, textMessage } from '../../test-support/im-client';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { privateConversation } from './chat.repository';

describe.each(databaseKinds)('private chat (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });
  const call = contractCaller(() => ctx.test.app);

  it('delivers to every open tab, keeps offline messages, counts unread and sends read flags back', async () => {
    const { app } = ctx.test;
    const alice = await registerMember(app, ctx.database.db);
    const bob = await registerMember(app, ctx.database.db);
    const aliceTab = await connectImAs(app, alice);
    const aliceOtherTab = await connectImAs(app, alice);

    // Bob is offline: the message waits in his conversation.
    const sent = await aliceTab.request({
      type: 'sendPrivate',
      to: String(bob.userId),
      ...textMessage('<script>alert(1)</script> hi Bob'),
    });
    expect(sent).toMatchObject({ code: 0, data: { to: String(bob.userId), read: false } });
    await aliceOtherTab.next((m) => m.type === 'privateMessage');

    const bobTabs = [await connectImAs(app, bob), await connectImAs(app, bob)];
    const inbox = await call(imCalls.conversationList, { token: bob.token });
    expect(inbox.data.unread_total).toBe(1);
    expect(inbox.data.list).toHaveLength(1);
    expect(inbox.data.list[0]).toMatchObject({
      peer: String(alice.userId),
      unread: 1,
      last_message: { payload: { kind: 'text', text: '<script>alert(1)</script> hi Bob' } },
    });

    await aliceTab.request({
      type: 'sendPrivate',
      to: String(bob.userId),
      ...textMessage('online now?'),
    });
    for (const tab of bobTabs) {
      const pushed = await tab.next((m) => m.type === 'privateMessage');
      expect(pushed).toMatchObject({
        data: { from: String(alice.userId), payload: { text: 'online now?' } },
      });
    }

    const read = await bobTabs[0]!.request({ type: 'markRead', peer: String(alice.userId) });
    expect(read).toMatchObject({ code: 0 });
    const receipt = await aliceTab.next((m) => m.type === 'read');
    expect(receipt).toMatchObject({
      data: { reader: String(bob.userId), peer: String(alice.userId) },
    });
    const afterRead = await call(imCalls.conversationList, { token: bob.token });
    expect(afterRead.data.unread_total).toBe(0);
    const history = await call(imCalls.messageList, {
      query: { peer: String(bob.userId) },
      token: alice.token,
    });
    expect(history.data.list.map((m) => m.read)).toEqual([true, true]);
    for (const tab of [aliceTab, aliceOtherTab, ...bobTabs]) tab.socket.close();
  });

  it('pages history 15 at a time, oldest first within a page', async () => {
    const { app } = ctx.test;
    const alice = await registerMember(app, ctx.database.db);
    const bob = await registerMember(app, ctx.database.db);
    const conversation = privateConversation(alice.userId, bob.userId);
    await ctx.database.db.insert(chatMessages).values(
      Array.from({ length: 20 }, (_, index) => ({
        conversation,
        senderId: index % 2 === 0 ? alice.userId : bob.userId,
        recipientId: index % 2 === 0 ? bob.userId : alice.userId,
        kind: 'text',
        payload: { kind: 'text', text: `message ${index + 1}` },
      })),
    );
    const textsOf = (list: ChatMessage[]) =>
      list.map((m) => (m.payload.kind === 'text' ? m.payload.text : ''));
    const first = await call(imCalls.messageList, {
      query: { peer: String(bob.userId) },
      token: alice.token,
    });
    expect(first.data.has_more).toBe(true);
    expect(textsOf(first.data.list)).toEqual(
      Array.from({ length: 15 }, (_, index) => `message ${index + 6}`),
    );
    const second = await call(imCalls.messageList, {
      query: { peer: String(bob.userId), before_id: first.data.list[0]?.id },
      token: alice.token,
    });
    expect(second.data.has_more).toBe(false);
    expect(textsOf(second.data.list)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    // Bob reads the same thread from his side.
    const bobs = await call(imCalls.messageList, {
      query: { peer: String(alice.userId) },
      token: bob.token,
    });
    expect(bobs.data.list.map((m) => m.id)).toEqual(first.data.list.map((m) => m.id));
  });

  it('refuses messages to oneself, to or from tourists, and with bad payloads', async () => {
    const { app } = ctx.test;
    const alice = await registerMember(app, ctx.database.db);
    const bob = await registerMember(app, ctx.database.db);
    const tab = await connectImAs(app, alice, 'zh');
    expect(
      await tab.request({ type: 'sendPrivate', to: String(alice.userId), ...textMessage('me') }),
    ).toMatchObject({ code: 1, msg: '不能给自己发私信' });
    expect(
      await tab.request({ type: 'sendPrivate', to: 'guest12345678', ...textMessage('hi') }),
    ).toMatchObject({ code: 1 });
    expect(
      await tab.request({ type: 'sendPrivate', to: '999999', ...textMessage('anyone?') }),
    ).toMatchObject({ code: 1 });
    // An image must come from our upload service: no outside or script addresses.
    for (const url of ['https://evil.example/x.png', 'javascript:alert(1)', '/uploads/../../etc']) {
      const reply = await tab.request({
        type: 'sendPrivate',
        to: String(bob.userId),
        client_id: `bad-image-${url.length}`,
        payload: { kind: 'image', url },
      });
      expect(reply.code).toBe(1);
    }
    const tourist = (await call(profileCalls.touristAccount)).data;
    const guest = await connectIm(app);
    await guest.request({ type: 'login', userID: tourist.id, userSig: tourist.sig });
    expect(
      await guest.request({ type: 'sendPrivate', to: String(alice.userId), ...textMessage('hi') }),
    ).toMatchObject({ code: 1, msg: 'Visitors cannot send private messages. Log in first.' });
    const anonymous = await call(imCalls.conversationList);
    expect(anonymous).toMatchObject({ code: 700 });
    tab.socket.close();
    guest.socket.close();
  });

  it('sends a personal card and an offer as custom messages', async () => {
    const { app } = ctx.test;
    const alice = await registerMember(app, ctx.database.db);
    const bob = await registerMember(app, ctx.database.db);
    const tab = await connectImAs(app, alice);
    const card = await tab.request({
      type: 'sendPrivate',
      to: String(bob.userId),
      client_id: 'card-message-1',
      payload: {
        kind: 'custom',
        custom: { type: 10001, name: 'Alice', avatar: '', id: String(alice.userId) },
      },
    });
    const [aliceProfile] = await ctx.database.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, alice.userId));
    expect(card).toMatchObject({
      code: 0,
      data: { payload: { custom: { type: 10001, name: aliceProfile?.nickname } } },
    });
    const offer = await tab.request({
      type: 'sendPrivate',
      to: String(bob.userId),
      client_id: 'offer-message-1',
      payload: {
        kind: 'custom',
        custom: { type: 2, title: 'VIP tips', image: '', id: 'p1', price: 30 },
      },
    });
    expect(offer).toMatchObject({ code: 0 });
    const cardTypedAsOffer = await tab.request({
      type: 'sendPrivate',
      to: String(bob.userId),
      client_id: 'offer-message-2',
      payload: {
        kind: 'custom',
        custom: { type: 10001, title: 'x', image: '', id: 'p1', price: 1 },
      },
    });
    expect(cardTypedAsOffer.code).toBe(1);
    tab.socket.close();
  });
  it('renders a personal card from the profile of its id: a card named "Tifo Operator" shows the real member (L4)', async () => {
    const { app } = ctx.test;
    const alice = await registerMember(app, ctx.database.db);
    const bob = await registerMember(app, ctx.database.db);
    const target = await registerMember(app, ctx.database.db);
    const avatar = await uploadPicture(app, target.token);
    await ctx.database.db
      .update(users)
      .set({ nickname: 'Real Carol', avatar })
      .where(eq(users.id, target.userId));
    const aliceTab = await connectImAs(app, alice);
    const bobTab = await connectImAs(app, bob);
    const card = (id: string, clientId: string) =>
      aliceTab.request({
        type: 'sendPrivate',
        to: String(bob.userId),
        client_id: clientId,
        payload: {
          kind: 'custom',
          custom: {
            type: 10001,
            name: 'Tifo Operator',
            avatar: 'https://tracker.example.com/pixel.png',
            id,
          },
        },
      });

    // The review's request: a card named "Tifo Operator" whose link goes to a real id.
    expect(await card(String(target.userId), 'spoofed-card-1')).toMatchObject({
      code: 0,
      data: { payload: { custom: { id: String(target.userId), name: 'Real Carol', avatar } } },
    });
    const delivered = await bobTab.next((m) => m.type === 'privateMessage');
    expect(delivered).toMatchObject({
      data: { payload: { custom: { type: 10001, name: 'Real Carol', avatar } } },
    });
    const history = await call(imCalls.messageList, {
      query: { peer: String(alice.userId) },
      token: bob.token,
    });
    expect(JSON.stringify(history.data.list)).not.toMatch(/Tifo Operator|tracker\.example/);

    // A card must name a member.
    for (const id of ['999999999', 'guest-1', 'abc']) {
      expect(await card(id, `spoofed-card-${id}`)).toMatchObject({
        code: 1,
        msg: 'A personal card can only show a member of this site.',
      });
    }
    aliceTab.socket.close();
    bobTab.socket.close();
  });

  it("takes an offer's picture only from our uploads (L4)", async () => {
    const { app } = ctx.test;
    const alice = await registerMember(app, ctx.database.db);
    const bob = await registerMember(app, ctx.database.db);
    const picture = await uploadPicture(app, alice.token);
    const tab = await connectImAs(app, alice);
    const offer = (image: string, clientId: string) =>
      tab.request({
        type: 'sendPrivate',
        to: String(bob.userId),
        client_id: clientId,
        payload: {
          kind: 'custom',
          custom: { type: 2, title: 'VIP tips', image, id: 'p1', price: 30 },
        },
      });
    for (const image of ['https://tracker.example.com/pixel.png', '//tracker.example/a.png']) {
      expect(await offer(image, `offer-${image.length}`)).toMatchObject({
        code: 1,
        msg: 'The card picture must be one uploaded here.',
      });
    }
    expect(await offer(picture, 'offer-ours')).toMatchObject({
      code: 0,
      data: { payload: { custom: { image: picture } } },
    });
    tab.socket.close();
  });
});
