import { accountRoutes, profileRoutes, type LoginResult, type CallRoute } from '@tifo/contract';
import { describe, expect, it, vi } from 'vitest';
import type { CallApi } from '../../shared/api-client';
import { read, write } from '../../shared/storage';
import {
  completeLogin,
  logout,
  refreshSessionAtStartup,
  registrationChannel,
  rememberChannel,
  type SessionDependencies,
} from './session';

const user: LoginResult['user'] = {
  id: 7,
  avatar: '/avatars/1.svg',
  user_nickname: 'Fan',
  signature: '',
  mobile: '139****0000',
  country_code: 86,
  gold: 0,
  userlevel: 1,
  toplevel: 0,
  exp_percent: 10,
  create_time_str: '0',
  is_anchor: 0,
  chatpermission: 1,
  balances: { diamonds: 0, gold_coins: 0, withdrawable: 0 },
  has_payment_password: false,
  noble_tier: 0,
  anchor_progress: null,
  invite_code: 'ABCD1234',
  userSig: '1900000000.signature',
};
const result: LoginResult = { token: 'secret-token-value', expires_at: '2030-01-01', user };

/** A fake API: answers by call, records the calls in order. */
function fakeApi(answers: Map<CallRoute, () => unknown>) {
  const calls: { path: string; body: unknown }[] = [];
  const api = vi.fn((call: CallRoute, options?: { body?: unknown }) => {
    calls.push({ path: call.path, body: options?.body });
    const answer = answers.get(call);
    if (!answer) return Promise.reject(new Error(`unexpected ${call.path}`));
    try {
      return Promise.resolve(answer());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  return { api: api as unknown as CallApi, calls };
}

function deps(pathname: string, search: string, api: CallApi) {
  return {
    callApi: api,
    chat: { login: vi.fn(() => Promise.resolve()), logout: vi.fn(() => Promise.resolve()) },
    getLocation: () => ({ pathname, search }),
    navigate: vi.fn<(to: string) => void>(),
    reload: vi.fn<() => void>(),
  } satisfies SessionDependencies;
}

describe('after login', () => {
  it('stores the user without the token, refreshes Member/info and logs in to chat', async () => {
    const { api, calls } = fakeApi(
      new Map([[accountRoutes.memberInfo, () => ({ ...user, user_nickname: 'Fresh' })]]),
    );
    const d = deps('/main', '', api);
    write('imTouristAccount', { id: 'guest1', sig: 's' });
    // A token smuggled into the profile must be dropped too.
    await completeLogin({ ...result, user: { ...user, token: 'x' } as typeof user }, d);
    const raw = localStorage.getItem('userInfo') ?? '';
    expect(raw).not.toContain('secret-token-value');
    expect(raw).not.toContain('"token"');
    expect(read('userInfo')?.user_nickname).toBe('Fresh');
    expect(read('imTouristAccount')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['Member/info']);
    expect(d.chat.login).toHaveBeenCalledTimes(1);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it.each([
    ['/live', true],
    ['/score-live', true],
    ['/main', false],
    ['/member', false],
    ['/live-room', false],
  ])('on %s reloads: %s', async (pathname, reloads) => {
    const { api } = fakeApi(new Map([[accountRoutes.memberInfo, () => user]]));
    const d = deps(pathname, '', api);
    await completeLogin(result, d);
    expect(d.reload).toHaveBeenCalledTimes(reloads ? 1 : 0);
  });

  it('binds the share code of the URL before reloading, and ignores its failure', async () => {
    const { api, calls } = fakeApi(
      new Map<CallRoute, () => unknown>([
        [accountRoutes.memberInfo, () => user],
        [
          profileRoutes.bindShareCode,
          () => {
            throw new Error('already bound');
          },
        ],
      ]),
    );
    const d = deps('/live', '?id=3&shareCode=INV12345', api);
    await completeLogin(result, d);
    expect(calls).toEqual([
      { path: 'Member/info', body: undefined },
      { path: 'Member/bindShareCode', body: { shareCode: 'INV12345', type: 1 } },
    ]);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the login profile when Member/info fails', async () => {
    const { api } = fakeApi(new Map());
    await completeLogin(result, deps('/main', '', api));
    expect(read('userInfo')?.user_nickname).toBe('Fan');
  });
});

describe('logout', () => {
  it('clears local info, leaves chat, goes to /main and calls Member/SignOut', async () => {
    write('userInfo', user);
    write('imTouristAccount', { id: 'guest1', sig: 's' });
    const { api, calls } = fakeApi(new Map([[accountRoutes.signOut, () => null]]));
    const d = deps('/member', '?type=0', api);
    await logout(d);
    expect(read('userInfo')).toBeNull();
    expect(read('imTouristAccount')).toBeNull();
    expect(d.chat.logout).toHaveBeenCalledTimes(1);
    expect(d.navigate).toHaveBeenCalledWith('/main');
    expect(calls.map((call) => call.path)).toEqual(['Member/SignOut']);
  });

  it('stays on /main and ignores a failing SignOut', async () => {
    write('userInfo', user);
    const { api } = fakeApi(new Map());
    const d = deps('/main', '', api);
    await expect(logout(d)).resolves.toBeUndefined();
    expect(d.navigate).not.toHaveBeenCalled();
    expect(read('userInfo')).toBeNull();
  });
});

describe('start-up', () => {
  it('refreshes a returning member once', async () => {
    write('userInfo', user);
    const { api, calls } = fakeApi(
      new Map([[accountRoutes.memberInfo, () => ({ ...user, userlevel: 9 })]]),
    );
    await refreshSessionAtStartup({ callApi: api });
    expect(calls.map((call) => call.path)).toEqual(['Member/info']);
    expect(read('userInfo')?.userlevel).toBe(9);
  });
});

describe('channel links', () => {
  it("remembers a channel agent's code from any page until the visitor becomes a member", async () => {
    rememberChannel('?id=3&channel=agent_7');
    expect(read('channelCode')).toBe('agent_7');
    // Pages without one keep it; a later link's channel replaces it.
    rememberChannel('?id=4');
    expect(registrationChannel('')).toBe('agent_7');
    expect(registrationChannel('?channel=NEW-1')).toBe('NEW-1');

    const { api } = fakeApi(new Map([[accountRoutes.memberInfo, () => user]]));
    await completeLogin(result, deps('/main', '', api));
    expect(read('channelCode')).toBeNull();
  });

  it('drops what cannot be a channel code', () => {
    rememberChannel('?channel=a%20b');
    rememberChannel(`?channel=${'X'.repeat(17)}`);
    expect(registrationChannel('?channel=')).toBeNull();
  });
});
