import type { PushSettings, RoomInfo } from '@tifo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write, type UserInfo } from '../../../shared/storage';
import { renderApp, setupI18n } from '../../../test/render-app';
import { buildRoomInfo, calledPaths, callsTo, stubApi } from '../../anchor/room-fixtures.test-util';
import { formatDuration } from '../../../shared/format/duration';

const slow = { timeout: 5_000 };

function member(isAnchor: number): UserInfo {
  return {
    id: 5,
    avatar: '',
    user_nickname: 'Caster',
    gold: 0,
    userlevel: 1,
    toplevel: 0,
    exp_percent: 0,
    create_time_str: '3',
    is_anchor: isAnchor,
    chatpermission: 0,
    balances: {},
  };
}

const SECRET = 'k3y-s3cr3t?sign=abc123';
const push: PushSettings = {
  server: 'rtmp://live.example.test:1935/live',
  stream_key: SECRET,
  push_url: `rtmp://live.example.test:1935/live/${SECRET}`,
  expires_at: '2099-01-01T00:00:00.000Z',
  hls_available: false,
};

function serveStreamer(room: RoomInfo = buildRoomInfo({ room_id: 42, live_status: 'offline' })) {
  return stubApi({
    'Live/getMyRoom': () => ({ room, push }),
    'Live/getCategoryList': () => ({ list: [{ id: 7, type: 3, name: '象棋' }] }),
    'Match/getList': () => ({ date: '2026-11-22', server_time: '', list: [], odds: {} }),
    'Live/resetStreamKey': () => ({
      ...push,
      stream_key: 'new-key',
      push_url: `${push.server}/new-key`,
    }),
    'Live/startRoom': () => ({
      room: { ...room, live_status: 'live', online: 3 },
      push,
    }),
    'Live/getModeration': () => ({
      admins: [],
      muted: [
        {
          user_id: 77,
          nickname: 'Loud fan',
          avatar: '',
          since: '2026-11-22T12:00:00.000Z',
          until: null,
        },
      ],
      shielded: [],
      kicked: [],
    }),
    'Live/relieveTaboo': (_url, body) => ({ user_id: (body as { user_id: number }).user_id }),
    'Live/getStreamHealth': () => ({
      health: {
        status: 'poor',
        problems: ['falling_behind', 'frame_rate'],
        kbps: 310,
        width: 1280,
        height: 720,
        fps: 30,
        measured_fps: 8.4,
        keyframe_interval_s: 2,
        realtime_ratio: 0.34,
        late_frames: 21,
        dropped_frames: 0,
        reconnects: 0,
        measured_at: '2026-11-30T12:00:00.000Z',
      },
    }),
  });
}

describe('streamer centre', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hides the stream key until asked and resets it only after a warning', async () => {
    const fetchMock = serveStreamer();
    write('userInfo', member(1));
    renderApp('/member?type=9&tab=settings');

    const key = await screen.findByTestId('push-key', {}, slow);
    expect(key.textContent).not.toContain(SECRET);
    expect(screen.getByTestId('push-url').textContent).not.toContain(SECRET);
    expect(screen.getByTestId('push-url').textContent).toContain(
      'rtmp://live.example.test:1935/live/',
    );
    expect(document.body.textContent).not.toContain('abc123');
    expect(screen.getByTestId('push-server').textContent).toBe(push.server);
    expect(screen.getByTestId('hls-unavailable')).toBeTruthy();

    fireEvent.click(screen.getByTestId('toggle-key'));
    expect(screen.getByTestId('push-key').textContent).toBe(SECRET);
    fireEvent.click(screen.getByTestId('toggle-key'));
    expect(screen.getByTestId('push-key').textContent).not.toContain(SECRET);

    // Reset asks first, warning that the old key stops working; cancel changes nothing.
    fireEvent.click(screen.getByTestId('reset-key'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('旧的直播码和推流地址会立即失效');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calledPaths(fetchMock)).not.toContain('Live/resetStreamKey');

    fireEvent.click(screen.getByTestId('reset-key'));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定重置' }),
    );
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('Live/resetStreamKey'));
    fireEvent.click(screen.getByTestId('toggle-key'));
    await waitFor(() => expect(screen.getByTestId('push-key').textContent).toBe('new-key'));
  });

  it('starts a broadcast from the go-live tab', async () => {
    const fetchMock = serveStreamer();
    write('userInfo', member(1));
    renderApp('/member?type=9');
    const panel = await screen.findByTestId('go-live-panel', {}, slow);
    expect(panel.dataset.liveStatus).toBe('offline');
    expect(within(panel).getByRole('link', { name: '进入我的直播间' }).getAttribute('href')).toBe(
      '/live?id=42',
    );
    fireEvent.click(within(panel).getByTestId('start-broadcast'));
    await waitFor(() =>
      expect(screen.getByTestId('go-live-panel').dataset.liveStatus).toBe('live'),
    );
    expect(calledPaths(fetchMock)).toContain('Live/startRoom');
    expect(screen.getByTestId('end-broadcast')).toBeTruthy();
    // Live now: the stream's health, and what to fix when it is poor.
    const health = await screen.findByTestId('my-stream-health');
    await waitFor(() => expect(health.dataset.status).toBe('poor'));
    expect(within(health).getByRole('alert').textContent).toContain('上传跟不上直播');
    expect(within(health).getByText('34%')).toBeTruthy();
  });

  it('lifts a mute from room management', async () => {
    const fetchMock = serveStreamer();
    write('userInfo', member(1));
    renderApp('/member?section=rooms');
    const muted = await screen.findByTestId('moderation-muted', {}, slow);
    expect(screen.getByTestId('admin-count').textContent).toBe('0/200');
    fireEvent.click(within(muted).getByRole('button', { name: '解除禁言' }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('Live/relieveTaboo'));
    expect(callsTo(fetchMock, 'Live/relieveTaboo')[0]?.body).toEqual({ room_id: 42, user_id: 77 });
  });

  it('shows members who are not streamers the way to apply, without asking for a room', async () => {
    const fetchMock = serveStreamer();
    write('userInfo', member(0));
    const { router } = renderApp('/member?type=9');
    const prompt = await screen.findByTestId('streamer-apply-prompt', {}, slow);
    expect(within(prompt).getByRole('link', { name: '申请成为主播' }).getAttribute('href')).toBe(
      '/member?type=7',
    );
    await router.navigate('/member?section=broadcastSettings');
    await waitFor(() =>
      expect(screen.getByTestId('member-section').dataset.section).toBe('broadcastSettings'),
    );
    expect(screen.getByTestId('streamer-apply-prompt')).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('Live/getMyRoom');
  });
});

describe('formatDuration', () => {
  it('writes h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(59)).toBe('0:00:59');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(90_000)).toBe('25:00:00');
  });
});
