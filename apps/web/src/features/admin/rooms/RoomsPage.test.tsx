import type { ConsoleRoom, StreamHealth } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../../shared/storage';
import { buildMember } from '../../../test/members';
import { renderApp, setupI18n } from '../../../test/render-app';
import { MODERATOR, NO_COUNTS, Refusal, stubAdminApi } from '../admin.test-util';

/** A measured stream: the fields the packets give, as a healthy one has them. */
function health(
  fields: Pick<StreamHealth, 'status' | 'kbps' | 'width' | 'height' | 'fps'> &
    Partial<StreamHealth>,
): StreamHealth {
  return {
    problems: [],
    measured_fps: null,
    keyframe_interval_s: null,
    realtime_ratio: null,
    late_frames: null,
    dropped_frames: null,
    reconnects: 0,
    measured_at: '2026-11-30T12:00:00.000Z',
    ...fields,
  };
}

const ON_AIR: ConsoleRoom = {
  room_id: 12,
  title: '周末英超直播',
  anchor_id: 40,
  anchor_nickname: 'Minh',
  live_status: 'live',
  online: 1234,
  streaming_since: '2026-11-28T12:00:00.000Z',
  stream_health: health({ status: 'good', kbps: 2400, width: 1280, height: 720, fps: 30 }),
  sealed: false,
  sealed_reason: '',
  sealed_at: null,
  chat_mode: { slow_mode_seconds: 0, followers_only: false },
};

describe('console rooms', () => {
  it("shows each stream's health as its ingest measures it, and says when nothing is known", async () => {
    const weak: ConsoleRoom = {
      ...ON_AIR,
      room_id: 13,
      title: '弱流房间',
      stream_health: health({
        status: 'poor',
        problems: ['bitrate', 'frame_rate'],
        kbps: 320,
        width: 640,
        height: 360,
        fps: 15,
      }),
    };
    const external: ConsoleRoom = {
      ...ON_AIR,
      room_id: 14,
      title: '外部推流',
      stream_health: null,
    };
    stubAdminApi({
      'Admin/me': () => MODERATOR,
      'Admin/queueCounts': () => NO_COUNTS,
      'Admin/rooms': () => ({ list: [ON_AIR, weak, external], has_more: false }),
    });
    write('userInfo', buildMember({ id: MODERATOR.user_id }));
    renderApp('/admin/rooms');
    const good = await screen.findByRole('row', { name: /周末英超直播/ });
    expect(within(good).getByTestId('stream-health').textContent).toBe(
      '良好2400 kb/s · 1280×720 · 30 帧/秒',
    );
    const weakRow = screen.getByRole('row', { name: /弱流房间/ });
    const badge = within(weakRow).getByText('较差');
    expect(badge.getAttribute('title')).toContain('码率低于 500 kb/s');
    expect(badge.getAttribute('title')).toContain('帧率低于 20');
    const externalRow = screen.getByRole('row', { name: /外部推流/ });
    expect(within(externalRow).getByText('无数据').getAttribute('title')).toContain(
      '外部媒体服务器',
    );
  });

  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('ends a broadcast after a confirmation, without sealing the room', async () => {
    const user = userEvent.setup();
    const ended: unknown[] = [];
    let rooms = [ON_AIR];
    stubAdminApi({
      'Admin/me': () => MODERATOR,
      'Admin/queueCounts': () => NO_COUNTS,
      'Admin/rooms': (url) => ({
        list: url.searchParams.get('filter') === 'sealed' ? [] : rooms,
        has_more: false,
      }),
      'Admin/endBroadcast': (_url, body) => {
        ended.push(body);
        rooms = [];
        return { room_id: 12, ended: true };
      },
    });
    write('userInfo', buildMember({ id: MODERATOR.user_id }));
    renderApp('/admin/rooms');
    const row = await screen.findByRole('row', { name: /周末英超直播/ });
    await user.click(within(row).getByRole('button', { name: '结束直播' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('主播之后可以重新开播');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(ended).toEqual([{ room_id: 12 }]));
    await waitFor(() => expect(screen.queryByRole('row', { name: /周末英超直播/ })).toBeNull());
  });

  it("sets a room's chat modes with the room, slow mode and followers-only, and shows them", async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    let room = ON_AIR;
    let refuse = true;
    stubAdminApi({
      'Admin/me': () => MODERATOR,
      'Admin/queueCounts': () => NO_COUNTS,
      'Admin/rooms': () => ({ list: [room], has_more: false }),
      'Admin/roomChatMode': (_url, body) => {
        saved.push(body);
        if (refuse) return new Refusal(1, 200, '直播间不存在');
        const mode = body as {
          room_id: number;
          slow_mode_seconds: number;
          followers_only: boolean;
        };
        room = { ...room, chat_mode: { ...mode } };
        return mode;
      },
    });
    write('userInfo', buildMember({ id: MODERATOR.user_id }));
    renderApp('/admin/rooms');
    const row = await screen.findByRole('row', { name: /周末英超直播/ });
    expect(within(row).getByTestId('room-chat-modes').textContent).toBe('无限制');

    await user.click(within(row).getByRole('button', { name: '聊天模式' }));
    const dialog = await screen.findByRole('dialog', { name: '「周末英超直播」的聊天模式' });
    await user.selectOptions(within(dialog).getByLabelText('慢速模式'), '30 秒');
    await user.click(within(dialog).getByRole('checkbox', { name: '仅粉丝发言' }));
    // A refusal stays in the dialog, which keeps what was chosen.
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('直播间不存在');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = { room_id: 12, slow_mode_seconds: 30, followers_only: true };
    expect(saved).toEqual([body, body]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /周末英超直播/ })).getByTestId('room-chat-modes')
          .textContent,
      ).toBe('慢速 30 秒 · 仅粉丝发言'),
    );
  });
});
