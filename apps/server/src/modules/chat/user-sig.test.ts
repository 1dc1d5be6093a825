import { describe, expect, it } from 'vitest';
import { signUserSig, verifyUserSig } from './user-sig';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const now = 1_800_000_000;

describe('userSig', () => {
  const sig = signUserSig(key, 'guest4242', now + 60);
  const memberSig = signUserSig(key, '42', now + 60, 17);

  it('accepts its own signature for the same user before expiry', () => {
    expect(verifyUserSig(key, 'guest4242', sig, now)).toEqual({ sessionId: null });
    expect(verifyUserSig(key, 'guest4242', sig, now + 59)).toEqual({ sessionId: null });
    expect(verifyUserSig(key, '42', memberSig, now)).toEqual({ sessionId: 17 });
  });

  it('refuses it at and after the expiry second', () => {
    expect(verifyUserSig(key, 'guest4242', sig, now + 60)).toBeNull();
    expect(verifyUserSig(key, '42', memberSig, now + 3600)).toBeNull();
  });

  it('refuses another user id, another key, an edited expiry and an edited session', () => {
    expect(verifyUserSig(key, 'guest4243', sig, now)).toBeNull();
    expect(verifyUserSig(otherKey, 'guest4242', sig, now)).toBeNull();
    const [, mac] = sig.split('.');
    expect(verifyUserSig(key, 'guest4242', `${now + 999_999}.${mac}`, now)).toBeNull();
    const [expires, , memberMac] = memberSig.split('.');
    expect(verifyUserSig(key, '42', `${expires}.18.${memberMac}`, now)).toBeNull();
    // Dropping the session id does not turn a member's ticket into a session-less one.
    expect(verifyUserSig(key, '42', `${expires}.${memberMac}`, now)).toBeNull();
  });

  it('refuses garbage without throwing', () => {
    for (const bad of [
      '',
      '.',
      'abc',
      `${now + 60}.`,
      `${now + 60}.${'a'.repeat(43)}`,
      `${now + 60}.1.${'a'.repeat(43)}`,
      'x'.repeat(200),
    ]) {
      expect(verifyUserSig(key, '42', bad, now)).toBeNull();
    }
  });
});
