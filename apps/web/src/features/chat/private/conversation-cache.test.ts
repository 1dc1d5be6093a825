import { describe, expect, it } from 'vitest';
import type { ConversationListData } from './api';
import { withPrivateMessage, withReadReceipt } from './conversation-cache';
import { blankConversation, conversationEntries, usableTarget } from './conversation-entries';
import { buildConversation, buildMessage, ME, OTHER, PEER } from './private-chat.test-util';

function listOf(...entries: ReturnType<typeof buildConversation>[]): ConversationListData {
  return { list: entries, unread_total: entries.reduce((sum, entry) => sum + entry.unread, 0) };
}

describe('conversation list updates', () => {
  it('moves the conversation up and counts an incoming message once', () => {
    const data = listOf(buildConversation(OTHER), buildConversation(PEER, { unread: 2 }));
    const message = buildMessage({ id: 10, from: PEER, text: 'hi' });
    const next = withPrivateMessage(data, message, ME, false);
    expect(next.list.map((entry) => entry.peer)).toEqual([PEER, OTHER]);
    expect(next.list[0]).toMatchObject({ unread: 3, last_message: message });
    expect(next.unread_total).toBe(3);
    // A second listener, or the echo, applies the same message: nothing changes.
    expect(withPrivateMessage(next, message, ME, false)).toBe(next);
    // An older message never replaces a newer one.
    expect(withPrivateMessage(next, buildMessage({ id: 9, from: PEER }), ME, false)).toBe(next);
  });

  it('does not count messages of a thread on screen, nor our own', () => {
    const data = listOf(buildConversation(PEER));
    const seen = withPrivateMessage(data, buildMessage({ id: 10, from: PEER }), ME, true);
    expect(seen.list[0]?.unread).toBe(0);
    const own = withPrivateMessage(data, buildMessage({ id: 11, from: ME }), ME, false);
    expect(own.list[0]?.unread).toBe(0);
    expect(own.unread_total).toBe(0);
  });

  it('adds a conversation for a new peer', () => {
    const data = listOf(buildConversation(OTHER));
    const incoming = buildMessage({ id: 10, from: '9', to: ME, nick: 'Nine', avatar: '/n.png' });
    expect(withPrivateMessage(data, incoming, ME, false).list[0]).toMatchObject({
      peer: '9',
      peer_nick: 'Nine',
      peer_avatar: '/n.png',
      unread: 1,
    });
    const outgoing = buildMessage({ id: 11, from: ME, to: '9' });
    // Our own message carries our name, not theirs: the name is left for the refetch.
    expect(withPrivateMessage(data, outgoing, ME, false).list[0]).toMatchObject({
      peer: '9',
      peer_nick: '',
      unread: 0,
    });
  });

  it('clears unread on our receipt unless a newer message came in', () => {
    const last = buildMessage({ id: 20, from: PEER });
    const data = listOf(buildConversation(PEER, { unread: 4, last_message: last }));
    const read = withReadReceipt(data, { reader: ME, peer: PEER, up_to_id: 20 }, ME);
    expect(read.list[0]?.unread).toBe(0);
    expect(read.unread_total).toBe(0);
    expect(withReadReceipt(data, { reader: ME, peer: PEER, up_to_id: 19 }, ME)).toBe(data);
  });

  it("marks our last message read on the peer's receipt", () => {
    const last = buildMessage({ id: 20, from: ME, read: false });
    const data = listOf(buildConversation(PEER, { last_message: last }));
    const read = withReadReceipt(data, { reader: PEER, peer: ME, up_to_id: 20 }, ME);
    expect(read.list[0]?.last_message?.read).toBe(true);
    expect(withReadReceipt(data, { reader: OTHER, peer: ME, up_to_id: 20 }, ME)).toBe(data);
  });
});

describe('conversation entries', () => {
  it('puts a blank entry on top for a target without a conversation', () => {
    const list = [buildConversation(PEER)];
    const target = { peer: '9', nick: 'Coach' };
    const entries = conversationEntries(list, target);
    expect(entries.map((entry) => entry.peer)).toEqual(['9', PEER]);
    expect(entries[0]).toEqual(blankConversation(target));
    expect(conversationEntries(list, { peer: PEER })).toBe(list);
  });

  it('refuses targets one cannot write to', () => {
    expect(usableTarget({ peer: ME }, ME)).toBeNull();
    expect(usableTarget({ peer: 'guest12345' }, ME)).toBeNull();
    expect(usableTarget({ peer: 'abc' }, ME)).toBeNull();
    expect(usableTarget({ peer: PEER }, ME)).toEqual({ peer: PEER });
  });
});
