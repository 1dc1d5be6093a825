import { profileCalls, type CallDefinition } from '@tifo/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallApi } from '../api-client';
import { read, remove, write } from '../storage';
import { imCredentials } from './im-credentials';

const NOW = 1_800_000_000_000;

function touristApi(id = 'guest42') {
  const api = vi.fn((call: CallDefinition) =>
    call === profileCalls.touristAccount
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

  it('replaces a tourist account that is about to expire', async () => {
    write('imTouristAccount', { id: 'guest1', sig: 'old', expires_at: NOW / 1000 + 30 });
    const api = touristApi('guest2');
    expect((await imCredentials(api as unknown as CallApi, () => NOW))?.userID).toBe('guest2');
  });
});
