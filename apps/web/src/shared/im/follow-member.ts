import { read, subscribe } from '../storage';
import type { ImClient } from './im-client';

function currentUserId(): string {
  return String(read('userInfo')?.id ?? '');
}

/**
 * Logs the chat client in again whenever the signed-in member changes: a login or logout in
 * this tab (the session's chat calls `check`) or in another (the storage event), once per
 * change; a profile refresh of the same member changes nothing unless the last login was
 * refused (the refresh brings a new userSig).
 */
export function followSignedInMember(client: Pick<ImClient, 'relogin' | 'getState'>) {
  let signedInAs = currentUserId();
  const check = () => {
    // A refused login (a member's expired userSig) is retried with the fresh user info.
    if (currentUserId() === signedInAs && client.getState() !== 'refused') return;
    signedInAs = currentUserId();
    client.relogin();
  };
  const stop = subscribe('userInfo', check);
  return { check, stop };
}
