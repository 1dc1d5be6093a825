import type { LiveUrl, RoomInfo } from '@tifo/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveDataSocket } from '../../shared/live-data-socket';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { liveKeys } from './api';
import { liveUrlFixture, ME, ROOM_ID, roomFixture } from './live-test-helpers';
import { onRoomEvents, type RoomEventOutcome } from './room-events';

/** The room's events as the server pushes them: `apply` answers what the page was asked to do. */
function setup(room: RoomInfo = roomFixture()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(liveKeys.info(ROOM_ID), room);
  const socket = new LiveDataSocket({ url: 'ws://test/ws', WebSocket: FakeWebSocket });
  let outcome: RoomEventOutcome = null;
  onRoomEvents(socket, { roomId: ROOM_ID, myUserId: ME, queryClient }, (next) => {
    outcome = next;
  });
  socket.connect();
  const server = FakeWebSocket.latest();
  server.open();
  const apply = (type: string, data: unknown): RoomEventOutcome => {
    outcome = null;
    server.receive({ code: 200, type, data });
    return outcome;
  };
  const info = () => queryClient.getQueryData<RoomInfo>(liveKeys.info(ROOM_ID));
  return { apply, info, queryClient };
}

const moderation = (overrides: Record<string, unknown> = {}) => ({
  room_id: ROOM_ID,
  user_id: ME,
  nickname: 'Fan',
  active: true,
  until: '2030-01-01T00:00:00.000Z',
  by_user_id: 7,
  ...overrides,
});

describe('onRoomEvents', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the live status, online count, placard and sealing of this room', () => {
    const { apply, info } = setup(roomFixture({ live_status: 'offline' }));
    const status = { room_id: ROOM_ID, anchor_id: 7, streaming: true, title: '下半场' };
    apply('startRoom', { ...status, live_status: 'live' });
    expect(info()).toMatchObject({ live_status: 'live', title: '下半场' });
    apply('endRoom', { ...status, room_id: 99, live_status: 'ended' });
    expect(info()?.live_status).toBe('live');
    apply('roomOnline', { room_id: ROOM_ID, online: 321 });
    expect(info()?.online).toBe(321);
    expect(apply('enterRoom', { room_id: ROOM_ID, online: 322, nickname: null })).toBeNull();
    expect(apply('enterRoom', { room_id: ROOM_ID, online: 323, nickname: '阿强' })).toEqual({
      kind: 'entered',
      nickname: '阿强',
      fanBadge: null,
    });
    expect(info()?.online).toBe(323);
    // A fan's badge comes with their entry (the entry effect when it says so).
    const badge = { name: '铁粉', level: 6, coloured: true, entry_effect: true };
    expect(
      apply('enterRoom', { room_id: ROOM_ID, online: 324, nickname: '阿明', fan_badge: badge }),
    ).toEqual({ kind: 'entered', nickname: '阿明', fanBadge: badge });
    apply('placard', { room_id: ROOM_ID, placard: '新公告' });
    expect(info()?.placard).toBe('新公告');
    apply('sealingStatu', { room_id: ROOM_ID, sealed: true, reason: '违规' });
    expect(info()).toMatchObject({ sealed: true, sealed_reason: '违规' });
  });

  it("changes my own state on moderation events about me, not someone else's", () => {
    const { apply, info } = setup();
    apply('setTaboo', moderation({ user_id: ME + 1 }));
    expect(info()?.me.muted).toBe(false);
    apply('setTaboo', moderation());
    expect(info()?.me).toMatchObject({ muted: true, muted_until: '2030-01-01T00:00:00.000Z' });
    apply('relieveTaboo', moderation({ active: false, until: null }));
    expect(info()?.me).toMatchObject({ muted: false, muted_until: null });
    apply('setusershield', moderation());
    expect(info()?.me.shielded).toBe(true);
    apply('setAdministrations', moderation());
    expect(info()?.me.role).toBe('admin');
  });

  it("marks the player's stream unstable and well again as the ingest judges it", () => {
    const { apply, queryClient } = setup();
    queryClient.setQueryData(
      liveKeys.url(ROOM_ID),
      liveUrlFixture({ streaming: true, stream_status: 'good' }),
    );
    const status = () => queryClient.getQueryData<LiveUrl>(liveKeys.url(ROOM_ID))?.stream_status;
    apply('streamHealth', { room_id: ROOM_ID, status: 'poor', problems: ['falling_behind'] });
    expect(status()).toBe('poor');
    apply('streamHealth', { room_id: ROOM_ID + 1, status: 'good', problems: [] });
    expect(status()).toBe('poor');
    apply('streamHealth', { room_id: ROOM_ID, status: 'good', problems: [] });
    expect(status()).toBe('good');
  });

  it('reports a kick of me in this room only', () => {
    const { apply } = setup();
    expect(apply('liveKickout', moderation({ user_id: ME + 1 }))).toBeNull();
    expect(apply('liveKickout', moderation({ room_id: ROOM_ID + 1 }))).toBeNull();
    expect(apply('liveKickout', moderation({ active: false }))).toBeNull();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(apply('liveKickout', { room_id: ROOM_ID })).toBeNull();
    expect(apply('liveKickout', moderation())).toEqual({ kind: 'kicked' });
  });
});
