import { describe, expect, it } from 'vitest';
import { buildMessage, ME, OTHER, PEER } from './private-chat.test-util';
import {
  threadMessages,
  withThreadMessage,
  withThreadReadReceipt,
  withoutThreadMessage,
  type ThreadData,
} from './thread-cache';

function threadOf(...pages: number[][]): ThreadData {
  return {
    pages: pages.map((ids, index) => ({
      list: ids.map((id) => buildMessage({ id, from: id % 2 === 0 ? ME : PEER })),
      has_more: index < pages.length - 1,
    })),
    pageParams: pages.map((_, index) => (index === 0 ? undefined : index)),
  };
}

const ids = (data: ThreadData) => threadMessages(data).map((message) => message.id);

describe('thread updates', () => {
  it('lists loaded pages oldest first', () => {
    expect(ids(threadOf([4, 5, 6], [1, 2, 3]))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('adds a live message once, in id order', () => {
    const data = threadOf([4, 5, 6], [1, 2, 3]);
    const next = withThreadMessage(data, buildMessage({ id: 8 }));
    expect(ids(next)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(ids(withThreadMessage(next, buildMessage({ id: 7 })))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(withThreadMessage(next, buildMessage({ id: 2 }))).toBe(next);
  });

  it('drops a removed message from whichever page holds it', () => {
    const data = threadOf([4, 5, 6], [1, 2, 3]);
    expect(ids(withoutThreadMessage(data, 2))).toEqual([1, 3, 4, 5, 6]);
    expect(ids(withoutThreadMessage(data, 5))).toEqual([1, 2, 3, 4, 6]);
    expect(withoutThreadMessage(data, 9)).toBe(data);
  });

  it("sets read flags from our receipt and from the peer's", () => {
    const data = threadOf([1, 2, 3, 4]);
    const flags = (thread: ThreadData) => threadMessages(thread).map((message) => message.read);
    const peerRead = withThreadReadReceipt(data, { reader: PEER, peer: ME, up_to_id: 2 }, ME, PEER);
    expect(flags(peerRead)).toEqual([false, true, false, false]);
    const weRead = withThreadReadReceipt(data, { reader: ME, peer: PEER, up_to_id: 3 }, ME, PEER);
    expect(flags(weRead)).toEqual([true, false, true, false]);
    expect(withThreadReadReceipt(data, { reader: OTHER, peer: ME, up_to_id: 4 }, ME, PEER)).toBe(
      data,
    );
  });
});
