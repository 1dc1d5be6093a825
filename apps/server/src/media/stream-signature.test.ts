import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signStream, verifyStreamSignature } from './stream-signature';

describe('stream signatures', () => {
  const secret = 'a'.repeat(64);
  const now = 1_800_000_000;

  it("use node-media-server's scheme", () => {
    const expected = createHash('md5')
      .update(`/live/key1-${now + 60}-${secret}`)
      .digest('hex');
    expect(signStream('key1', now + 60, secret)).toBe(`${now + 60}-${expected}`);
  });

  it('accept a fresh signature and refuse the rest', () => {
    const sign = signStream('key1', now + 60, secret);
    expect(verifyStreamSignature('key1', sign, secret, now)).toBe('valid');
    expect(verifyStreamSignature('key1', sign, secret, now + 61)).toBe('expired');
    expect(verifyStreamSignature('key2', sign, secret, now)).toBe('forged');
    expect(verifyStreamSignature('key1', sign, 'b'.repeat(64), now)).toBe('forged');
    expect(verifyStreamSignature('key1', undefined, secret, now)).toBe('missing');
    expect(verifyStreamSignature('key1', 'nonsense', secret, now)).toBe('malformed');
    expect(verifyStreamSignature('key1', `${now + 60}-${'0'.repeat(32)}`, secret, now)).toBe(
      'forged',
    );
  });
});
