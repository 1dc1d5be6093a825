import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The chat service's login ticket (spec §7 "login with userID and userSig"): the expiry in
 * epoch seconds and an HMAC over the user id and that expiry, `<expires>.<mac>`. The server
 * hands it out in user info (members) and in the tourist account (visitors); only a holder of
 * the server's key can make one, and it names exactly one user id.
 */
export function signUserSig(key: Buffer, userID: string, expiresAt: number): string {
  return `${expiresAt}.${macOf(key, userID, expiresAt)}`;
}

/** Whether `userSig` was made by us for `userID` and has not expired at `nowSeconds`. */
export function verifyUserSig(
  key: Buffer,
  userID: string,
  userSig: string,
  nowSeconds: number,
): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(userSig);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= nowSeconds) return false;
  const expected = Buffer.from(macOf(key, userID, expiresAt));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function macOf(key: Buffer, userID: string, expiresAt: number): string {
  return createHmac('sha256', key).update(`im:${userID}:${expiresAt}`).digest('base64url');
}
