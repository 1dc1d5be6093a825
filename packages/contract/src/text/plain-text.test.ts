import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { imClientMessageSchema } from '../socket/im';
import { liveDataClientMessageSchema } from '../socket/live-data';
import { containsControlCharacters, plainText, refuseControlCharacters } from './plain-text';

describe('control characters', () => {
  it('finds NUL, other C0 controls and DEL, but allows newline and tab', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u001b[31m', 'x\u007f', 'line\r\n', '\u000b']) {
      expect(containsControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['plain', 'two\nlines', 'tab\there', '中文，标点', '😀', '']) {
      expect(containsControlCharacters(good), JSON.stringify(good)).toBe(false);
    }
    expect(plainText().safeParse('a\u0000').success).toBe(false);
    expect(plainText().safeParse('a\n').success).toBe(true);
  });

  it('refuses them anywhere in a value, with the path of each string', () => {
    const schema = refuseControlCharacters(
      z.object({ a: z.string(), list: z.array(z.object({ b: z.string() })) }),
    );
    const result = schema.safeParse({ a: 'ok', list: [{ b: 'fine' }, { b: 'bad\u0000' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['list', 1, 'b']]);
    expect(schema.safeParse({ a: 'ok\n', list: [] }).success).toBe(true);
  });

  it('applies to the query and body of every call made with defineCall', () => {
    const call = defineCall({
      method: 'POST',
      path: 'Test/call',
      audience: 'public',
      summary: '',
      tag: 'test',
      query: z.object({ q: z.string().optional() }),
      body: z.object({ text: z.string() }),
      data: z.null(),
    });
    expect(call.body?.safeParse({ text: 'a\u0000b' }).success).toBe(false);
    expect(call.query?.safeParse({ q: '\u0001' }).success).toBe(false);
    expect(call.body?.safeParse({ text: 'a b' }).success).toBe(true);
  });

  it('applies to the messages clients send on /im and /ws', () => {
    const send = {
      type: 'sendRoom',
      seq: 1,
      room_id: 1,
      client_id: 'client-0001',
      payload: { kind: 'text', text: 'hi\u0000' },
    };
    expect(imClientMessageSchema.safeParse(send).success).toBe(false);
    expect(
      imClientMessageSchema.safeParse({ ...send, payload: { kind: 'text', text: 'hi' } }).success,
    ).toBe(true);
    expect(liveDataClientMessageSchema.safeParse({ type: 'login', code: 'a\u0000' }).success).toBe(
      false,
    );
  });
});
