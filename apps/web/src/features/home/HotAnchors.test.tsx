import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import { buildRoom, calledPaths, stubApi } from '../anchor/room-fixtures.test-util';

const slow = { timeout: 5_000 };

describe('home hot anchors', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows up to eight rooms that are live now', async () => {
    const fetchMock = stubApi({
      'live_streaming/getLiveList': (url) => {
        expect(url.searchParams.get('limit')).toBe('8');
        return { list: [buildRoom({ room_id: 5 }), buildRoom({ room_id: 6 })] };
      },
    });
    renderApp('/main');
    const section = await screen.findByTestId('hot-anchors', {}, slow);
    expect(section.dataset.source).toBe('live');
    expect(
      within(section)
        .getAllByTestId('room-card')
        .map((card) => card.dataset.roomId),
    ).toEqual(['5', '6']);
    expect(calledPaths(fetchMock)).not.toContain('Live/getRoomList');
    // No section of the home page is in development any more.
    expect(screen.queryByText('开发中')).toBeNull();
  });

  it('falls back to the recommended rooms when nobody is live', async () => {
    stubApi({
      'live_streaming/getLiveList': () => ({ list: [] }),
      'Live/getRoomList': (url) => {
        expect(url.searchParams.get('type')).toBe('0');
        return { list: [buildRoom({ room_id: 9, live_status: 'ended' })], total: 1 };
      },
    });
    renderApp('/main');
    const section = await screen.findByTestId('hot-anchors', {}, slow);
    expect(section.dataset.source).toBe('recommended');
    expect(within(section).getByTestId('room-card').dataset.liveStatus).toBe('ended');
    expect(section.textContent).toContain('现在没有主播在直播');
  });
});
