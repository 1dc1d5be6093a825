import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { RELOGIN_CODES, ResponseCode, envelopeOf } from './envelope';

describe('envelope', () => {
  it('validates code, msg and the typed data', () => {
    const schema = envelopeOf(z.object({ n: z.number() }));
    expect(schema.parse({ code: 0, msg: 'OK', data: { n: 1 } })).toEqual({
      code: 0,
      msg: 'OK',
      data: { n: 1 },
    });
    expect(schema.safeParse({ code: 0, msg: 'OK', data: { n: 'x' } }).success).toBe(false);
    expect(schema.safeParse({ code: 0, data: { n: 1 } }).success).toBe(false);
  });

  it('knows the codes that force a new login', () => {
    expect(RELOGIN_CODES).toEqual([50008, 50012, 50014]);
    expect(RELOGIN_CODES).not.toContain(ResponseCode.sessionExpired);
  });
});
