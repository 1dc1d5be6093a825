import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoomInfo, calledPaths, stubApi } from '../anchor/room-fixtures.test-util';
import { liveUrlFixture } from './live-test-helpers';
import { liveUrlKey, prefetchRoom, roomIdFromParams, roomInfoKey } from './room-queries';

describe("the /live route's prefetch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the room's info and playback URLs into the cache the page then reads", async () => {
    const fetchMock = stubApi({
      'live_streaming/getRoomInfo': (url) =>
        buildRoomInfo({ room_id: Number(url.searchParams.get('room_id')) }),
      'Live/getLiveUrl': () => liveUrlFixture(),
    });
    const queryClient = new QueryClient();
    prefetchRoom(queryClient, 12);
    await vi.waitFor(() => {
      expect(queryClient.getQueryData(roomInfoKey(12))).toMatchObject({ room_id: 12 });
      expect(queryClient.getQueryData(liveUrlKey(12))).toEqual(liveUrlFixture());
    });
    expect(calledPaths(fetchMock).sort()).toEqual([
      'Live/getLiveUrl',
      'live_streaming/getRoomInfo',
    ]);
  });

  it('takes the room id from id or room_id, and nothing else', () => {
    expect(roomIdFromParams(new URLSearchParams('id=12'))).toBe(12);
    expect(roomIdFromParams(new URLSearchParams('room_id=7'))).toBe(7);
    expect(roomIdFromParams(new URLSearchParams('id=0'))).toBeNull();
    expect(roomIdFromParams(new URLSearchParams('id=1e3'))).toBeNull();
  });
});
