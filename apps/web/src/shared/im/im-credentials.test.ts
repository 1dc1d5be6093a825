import { accountRoutes, profileRoutes, type CallRoute } from '@tifo/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallApi } from '../api-client';
import { read, remove, write } from '../storage';
import { imCredentials } from './im-credentials';

const NOW = 1_800_000_000_000;

function touristApi(id = 'guest42') {
  const api = vi.fn((call: CallRoute) =>
    call === profileRoutes.touristAccount
      ? Promise.resolve({ id, nickname: id, sig: `sig-${id}`, expires_at: NOW / 1000 + 3600 })
      : Promise.reject(new Error(`unexpected ${call.path}`)),
  );
  return api;
}

describe('chat login credentials', () => {
  beforeEach(() => {
    remove('userInfo');
    remove('imTouristAccount');
  });

  it("uses a member's userSig", async () => {
    write('userInfo', { id: 7, userSig: '1900000000.mac' } as never);
    const api = touristApi();
    expect(await imCredentials(api as unknown as CallApi, () => NOW)).toEqual({
      userID: '7',
      userSig: '1900000000.mac',
    });
    expect(api).not.toHaveBeenCalled();
  });

  it('fetches and keeps a tourist account for a visitor, and reuses it while valid', async () => {
    const api = touristApi();
    expect(await imCredentials(api as unknown as CallApi, () => NOW)).toEqual({
      userID: 'guest42',
      userSig: 'sig-guest42',
    });
    expect(read('imTouristAccount')?.id).toBe('guest42');
    await imCredentials(api as unknown as CallApi, () => NOW + 60_000);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("fetches user info again when a member's userSig is about to expire", async () => {
    write('userInfo', { id: 7, userSig: `${NOW / 1000 + 30}.17.old` } as never);
    const fresh = `${NOW / 1000 + 600}.17.new`;
    const api = vi.fn((call: CallRoute) =>
      call === accountRoutes.memberInfo
        ? Promise.resolve({ id: 7, userSig: fresh })
        : Promise.reject(new Error(`unexpected ${call.path}`)),
    );
    expect(await imCredentials(api as unknown as CallApi, () => NOW)).toEqual({
      userID: '7',
      userSig: fresh,
    });
    expect(read('userInfo')?.userSig).toBe(fresh);
  });

  it('logs in as a tourist when the refresh finds the session ended', async () => {
    write('userInfo', { id: 7, userSig: `${NOW / 1000 - 5}.17.old` } as never);
    const tourist = touristApi('guest9');
    const api = vi.fn((call: CallRoute) => {
      if (call !== accountRoutes.memberInfo) return tourist(call);
      // What the API client does with code 700: the session is cleared.
      remove('userInfo');
      return Promise.reject(new Error('session expired'));
    });
    expect(await imCredentials(api as unknown as CallApi, () => NOW)).toEqual({
      userID: 'guest9',
      userSig: 'sig-guest9',
    });
  });

  it('replaces a tourist account that is about to expire', async () => {
    write('imTouristAccount', { id: 'guest1', sig: 'old', expires_at: NOW / 1000 + 30 });
    const api = touristApi('guest2');
    expect((await imCredentials(api as unknown as CallApi, () => NOW))?.userID).toBe('guest2');
  });
});
