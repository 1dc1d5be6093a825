import { accountRoutes, profileRoutes } from '@tifo/contract';
import type { CallApi } from '../api-client';
import { read, write, type UserInfo } from '../storage';
import type { ImCredentials } from './im-client';

/** A userSig or a tourist account this close to expiry is replaced before use. */
const EXPIRY_MARGIN_MS = 60_000;

/** When a userSig expires (epoch ms): it starts with its expiry in seconds, `<expires>.…`. */
export function userSigExpiresAt(userSig: string): number {
  return Number(/^(\d{1,12})\./.exec(userSig)?.[1] ?? 0) * 1000;
}

/**
 * Who the chat client logs in as (spec §4): a member with the userSig of their user info, else
 * the visitor's tourist account kept in `imTouristAccount`, fetched when missing or expiring.
 * A member's userSig lives minutes and only as long as the login session (security review M4):
 * an expiring one is replaced by fetching user info again first.
 */
export async function imCredentials(
  callApi: CallApi,
  now: () => number = Date.now,
): Promise<ImCredentials | null> {
  let user = read('userInfo');
  if (user?.userSig && userSigExpiresAt(user.userSig) - EXPIRY_MARGIN_MS < now()) {
    user = await refreshMemberInfo(callApi);
  }
  if (user) return user.userSig ? { userID: String(user.id), userSig: user.userSig } : null;
  let tourist = read('imTouristAccount');
  const expiresAt = (tourist?.expires_at ?? 0) * 1000;
  if (!tourist || expiresAt - EXPIRY_MARGIN_MS < now()) {
    tourist = await callApi(profileRoutes.touristAccount, { quiet: true });
    // A login may have happened while the answer was on its way.
    if (read('userInfo')) return imCredentials(callApi, now);
    write('imTouristAccount', tourist);
  }
  return { userID: String(tourist.id), userSig: tourist.sig };
}

/**
 * Fetches the member's user info again (a fresh userSig); when their session has ended the
 * API client's handling of code 700 clears it, and the page is a visitor's. Returns what is
 * stored afterwards.
 */
export async function refreshMemberInfo(callApi: CallApi): Promise<UserInfo | null> {
  const before = read('userInfo');
  if (!before) return null;
  try {
    const info = await callApi(accountRoutes.memberInfo, { quiet: true });
    // The member may have logged out, or someone else in, while the answer was on its way.
    if (read('userInfo')?.id === before.id) write('userInfo', info);
  } catch {
    // Offline or refused: the stored info stays (a 700 answer has cleared it already).
  }
  return read('userInfo');
}
