import { read, subscribe } from '../storage';
import type { ImClient } from './im-client';

function currentUserId(): string {
  return String(read('userInfo')?.id ?? '');
}

/**
 * Logs the chat client in again whenever the signed-in member changes: a login or logout in
 * this tab (the session's chat calls `check`) or in another (the storage event), once per
 * change; a profile refresh of the same member changes nothing.
 */
export function followSignedInMember(client: Pick<ImClient, 'relogin'>) {
  let signedInAs = currentUserId();
  const check = () => {
    if (currentUserId() === signedInAs) return;
    signedInAs = currentUserId();
    client.relogin();
  };
  const stop = subscribe('userInfo', check);
  return { check, stop };
}
