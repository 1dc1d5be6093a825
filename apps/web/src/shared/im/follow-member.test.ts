import { afterEach, describe, expect, it, vi } from 'vitest';
import { remove, write } from '../storage';
import { followSignedInMember } from './follow-member';

describe('following the signed-in member', () => {
  afterEach(() => remove('userInfo'));

  it('logs in again once per change of member, not on a refresh of the same one', () => {
    const client = { relogin: vi.fn(), getState: () => 'ready' as const };
    const { check, stop } = followSignedInMember(client);
    write('userInfo', { id: 7, userSig: 'a' } as never);
    check(); // the session's own call after the login: already handled
    expect(client.relogin).toHaveBeenCalledTimes(1);
    write('userInfo', { id: 7, userSig: 'b', user_nickname: 'renamed' } as never);
    expect(client.relogin).toHaveBeenCalledTimes(1);
    remove('userInfo');
    expect(client.relogin).toHaveBeenCalledTimes(2);
    stop();
    write('userInfo', { id: 8, userSig: 'c' } as never);
    expect(client.relogin).toHaveBeenCalledTimes(2);
  });

  it('tries again with refreshed user info after a refused login', () => {
    write('userInfo', { id: 7, userSig: 'expired' } as never);
    let state: 'ready' | 'refused' = 'refused';
    const client = { relogin: vi.fn(), getState: () => state };
    const { stop } = followSignedInMember(client);
    write('userInfo', { id: 7, userSig: 'fresh' } as never);
    expect(client.relogin).toHaveBeenCalledTimes(1);
    state = 'ready';
    write('userInfo', { id: 7, userSig: 'fresh', gold: 1 } as never);
    expect(client.relogin).toHaveBeenCalledTimes(1);
    stop();
  });

  it('hears a login made in another tab', () => {
    const client = { relogin: vi.fn(), getState: () => 'ready' as const };
    const { stop } = followSignedInMember(client);
    localStorage.setItem('userInfo', JSON.stringify({ id: 9, userSig: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));
    expect(client.relogin).toHaveBeenCalledTimes(1);
    stop();
  });
});
