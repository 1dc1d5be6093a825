import { profileCalls } from '@tifo/contract';
import type { CallApi } from '../api-client';
import { read, write } from '../storage';
import type { ImCredentials } from './im-client';

/** A tourist account this close to expiry is replaced before use. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Who the chat client logs in as (spec §4): a member with the userSig of their user info, else
 * the visitor's tourist account kept in `imTouristAccount`, fetched when missing or expiring.
 */
export async function imCredentials(
  callApi: CallApi,
  now: () => number = Date.now,
): Promise<ImCredentials | null> {
  const user = read('userInfo');
  if (user) return user.userSig ? { userID: String(user.id), userSig: user.userSig } : null;
  let tourist = read('imTouristAccount');
  const expiresAt = (tourist?.expires_at ?? 0) * 1000;
  if (!tourist || expiresAt - EXPIRY_MARGIN_MS < now()) {
    tourist = await callApi(profileCalls.touristAccount, { quiet: true });
    // A login may have happened while the answer was on its way.
    if (read('userInfo')) return imCredentials(callApi, now);
    write('imTouristAccount', tourist);
  }
  return { userID: String(tourist.id), userSig: tourist.sig };
}
