import type { ConsoleRoom } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../../shared/storage';
import { buildMember } from '../../../test/members';
import { renderApp, setupI18n } from '../../../test/render-app';
import { MODERATOR, NO_COUNTS, stubAdminApi } from '../admin.test-util';

const ON_AIR: ConsoleRoom = {
  room_id: 12,
  title: '周末英超直播',
  anchor_id: 40,
  anchor_nickname: 'Minh',
  live_status: 'live',
  online: 1234,
  streaming_since: '2026-11-28T12:00:00.000Z',
  sealed: false,
  sealed_reason: '',
  sealed_at: null,
};

describe('console rooms', () => {
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
});
