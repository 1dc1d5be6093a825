import { describe, expect, it } from 'vitest';
import { signUserSig, verifyUserSig } from './user-sig';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const now = 1_800_000_000;

describe('userSig', () => {
  const sig = signUserSig(key, '42', now + 60);

  it('accepts its own signature for the same user before expiry', () => {
    expect(verifyUserSig(key, '42', sig, now)).toBe(true);
    expect(verifyUserSig(key, '42', sig, now + 59)).toBe(true);
  });

  it('refuses it at and after the expiry second', () => {
    expect(verifyUserSig(key, '42', sig, now + 60)).toBe(false);
    expect(verifyUserSig(key, '42', sig, now + 3600)).toBe(false);
  });

  it('refuses another user id, another key, and an edited expiry', () => {
    expect(verifyUserSig(key, '43', sig, now)).toBe(false);
    expect(verifyUserSig(otherKey, '42', sig, now)).toBe(false);
    const [, mac] = sig.split('.');
    expect(verifyUserSig(key, '42', `${now + 999_999}.${mac}`, now)).toBe(false);
  });

  it('refuses garbage without throwing', () => {
    for (const bad of [
      '',
      '.',
      'abc',
      `${now + 60}.`,
      `${now + 60}.${'a'.repeat(43)}`,
      'x'.repeat(200),
    ]) {
      expect(verifyUserSig(key, '42', bad, now)).toBe(false);
    }
  });
});
