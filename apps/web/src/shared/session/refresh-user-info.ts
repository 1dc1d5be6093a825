import { accountRoutes } from '@tifo/contract';
import { callApi } from '../api-client';
import { read, write } from '../storage';

/** Reloads the stored profile (e.g. `is_anchor` after an approval); best effort. */
export async function refreshUserInfo(): Promise<void> {
  try {
    const info = await callApi(accountRoutes.memberInfo, { quiet: true });
    // The member may have logged out while the answer was on its way.
    if (read('userInfo')) write('userInfo', info);
  } catch {
    // The API client has handled session codes; the stale profile stays until the next load.
  }
}
