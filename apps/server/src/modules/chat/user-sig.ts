import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The chat service's login ticket (spec §7 "login with userID and userSig"). Only a holder of
 * the server's key can make one, and it names exactly one user id:
 * - a member's is `<expires>.<session id>.<mac>`, bound to the login session it was handed to,
 *   so it dies with that session (logout, password change; security review M4);
 * - a visitor's tourist ticket is `<expires>.<mac>` (no session behind it).
 * `expires` is in epoch seconds; the MAC covers the user id, the session id and the expiry.
 */
export function signUserSig(
  key: Buffer,
  userID: string,
  expiresAt: number,
  sessionId: number | null = null,
): string {
  const session = sessionId === null ? '' : `${sessionId}.`;
  return `${expiresAt}.${session}${macOf(key, userID, sessionId, expiresAt)}`;
}

/** What a valid userSig says: the login session behind it (null for a tourist ticket). */
export interface VerifiedUserSig {
  sessionId: number | null;
}

/** The ticket's content when `userSig` was made by us for `userID` and has not expired. */
export function verifyUserSig(
  key: Buffer,
  userID: string,
  userSig: string,
  nowSeconds: number,
): VerifiedUserSig | null {
  const match = /^(\d{1,12})\.(?:(\d{1,15})\.)?([\w-]{43})$/.exec(userSig);
  if (!match) return null;
  const expiresAt = Number(match[1]);
  if (expiresAt <= nowSeconds) return null;
  const sessionId = match[2] === undefined ? null : Number(match[2]);
  const expected = Buffer.from(macOf(key, userID, sessionId, expiresAt));
  const given = Buffer.from(match[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { sessionId };
}

function macOf(key: Buffer, userID: string, sessionId: number | null, expiresAt: number) {
  // User ids never contain ':', so the two shapes cannot be mistaken for one another.
  const text =
    sessionId === null ? `im:${userID}:${expiresAt}` : `im:${userID}:${sessionId}:${expiresAt}`;
  return createHmac('sha256', key).update(text).digest('base64url');
}
