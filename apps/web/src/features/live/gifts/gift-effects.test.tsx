import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { renderLive, ROOM_ID, roomRoutes, stubApi } from '../live-test-helpers';
import { GIFT_EFFECT_LIMITS } from './effect-queue';
import { giftEvent } from './gift-test-helpers';
import { RANKING_REFRESH_MS } from './use-room-gifts';

async function openRoom() {
  const api = stubApi(roomRoutes());
  const view = renderLive();
  await screen.findByTestId('room-title');
  return { api, ...view };
}

const effects = () => screen.queryAllByTestId('gift-effect');
const feedItems = () => screen.queryAllByTestId('gift-feed-item');

describe('gift events in the room', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a float over the video and a line in the gift feed', async () => {
    const { push } = await openRoom();
    act(() => push('gift', giftEvent({ count: 10, total: 100 })));
    const [effect] = effects();
    expect(effect?.dataset.kind).toBe('float');
    expect(effect?.dataset.giftId).toBe('2');
    expect(effect?.textContent).toBe('球迷A 送出 足球×10');
    expect(feedItems().map((item) => item.textContent)).toEqual(['球迷A 送出 足球×10']);
    expect(screen.getByRole('log', { name: '礼物动态' })).toBeTruthy();

    act(() => push('gift', giftEvent({ gift_id: 1, gift_name: '玫瑰', animation: 'none' })));
    expect(effects()).toHaveLength(1);
    expect(feedItems()[0]?.textContent).toBe('球迷A 送出 玫瑰×1');

    act(() => push('gift', giftEvent({ gift_id: 3, gift_name: '奖杯', animation: 'fullscreen' })));
    expect(effects().map((element) => element.dataset.kind)).toEqual(['float', 'fullscreen']);
    expect(feedItems()).toHaveLength(3);
  });

  it('ignores malformed gift events and those of other rooms', async () => {
    const { push } = await openRoom();
    act(() => {
      push('gift', { ...giftEvent(), sender: null });
      push('gift', { ...giftEvent(), count: 'ten' });
      push('gift', giftEvent({ room_id: ROOM_ID + 1 }));
    });
    expect(effects()).toHaveLength(0);
    expect(feedItems()).toHaveLength(0);
    act(() => push('gift', giftEvent()));
    expect(feedItems()).toHaveLength(1);
  });

  it('caps a burst at three floats and keeps the feed to the latest twenty', async () => {
    const { push } = await openRoom();
    act(() => {
      for (let id = 1; id <= 30; id++) push('gift', giftEvent({}, { id, nickname: `球迷${id}` }));
    });
    expect(effects()).toHaveLength(GIFT_EFFECT_LIMITS.floatLanes);
    const items = feedItems();
    expect(items).toHaveLength(20);
    expect(items[0]?.textContent).toBe('球迷30 送出 足球×1');
  });

  it('keeps the feed but shows no effect when effects are blocked', async () => {
    write('danmakuSettings', { show: true, area: 1, size: 2, opacity: 100, blockEffects: true });
    const { push } = await openRoom();
    act(() => push('gift', giftEvent({ animation: 'fullscreen' })));
    expect(effects()).toHaveLength(0);
    expect(feedItems()).toHaveLength(1);
  });

  it('only fades when the system asks for reduced motion', async () => {
    const animate = vi.fn(() => ({ cancel: () => undefined }));
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    // jsdom has no Web Animations: lend the effects one to watch.
    Object.defineProperty(Element.prototype, 'animate', { value: animate, configurable: true });
    try {
      const { push } = await openRoom();
      act(() => push('gift', giftEvent()));
      expect(animate).toHaveBeenCalledTimes(1);
      const [keyframes] = animate.mock.calls[0] as unknown as [Keyframe[]];
      expect(keyframes.some((frame) => 'transform' in frame)).toBe(false);
      expect(keyframes.map((frame) => frame.opacity)).toContain(0);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'animate');
    }
  });

  it('reads the contribution ranking again once after a burst of gifts', async () => {
    const { api, push } = await openRoom();
    fireEvent.click(screen.getByRole('tab', { name: '贡献榜' }));
    await waitFor(() => expect(api.callsTo('live_streaming/roomRanking')).toHaveLength(1));
    act(() => {
      push('gift', giftEvent());
      push('gift', giftEvent());
      push('gift', giftEvent({ room_id: ROOM_ID + 1 }));
    });
    expect(api.callsTo('live_streaming/roomRanking')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('live_streaming/roomRanking')).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, RANKING_REFRESH_MS + 300)));
    expect(api.callsTo('live_streaming/roomRanking')).toHaveLength(2);
  });
});
