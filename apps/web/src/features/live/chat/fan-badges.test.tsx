import { DANMAKU_DEFAULTS, type ChatMessage, type FanBadge } from '@tifo/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessageFixture } from '../../../test/fake-im-server';
import { setupI18n } from '../../../test/render-app';
import { DanmakuFeed } from '../danmaku/danmaku-feed';
import { DanmakuOverlay } from '../danmaku/DanmakuOverlay';
import { chatServer, renderLive, ROOM_ID, roomRoutes, stubApi } from '../live-test-helpers';

/** Fan badges wherever a room message's sender shows: chat lines, danmaku, entries. */

const ironFan = (overrides: Partial<FanBadge> = {}): FanBadge => ({
  name: '铁粉',
  level: 3,
  coloured: false,
  entry_effect: false,
  ...overrides,
});

/** The room page is a lazy chunk: slow to arrive on a loaded machine. */
const slow = { timeout: 15_000 };

const chatLines = () => screen.queryAllByTestId('barrage-item');

/** One room message across a fresh overlay (a lane of its own), as it flies. */
function flyOne(message: ChatMessage) {
  const feed = new DanmakuFeed();
  const settings = { ...DANMAKU_DEFAULTS, blockEffects: false };
  const view = render(<DanmakuOverlay feed={feed} settings={settings} myUserId={null} />);
  act(() => feed.publish(message));
  const item = screen.getByTestId('danmaku-item');
  const seen = {
    badgeLevel: within(item).queryByTestId('fan-badge')?.dataset.level,
    fanColoured: item.dataset.fanColoured,
  };
  view.unmount();
  return seen;
}

describe('fan badges in the live room', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the sender's badge and level, and the fan colour only when the perk applies", async () => {
    stubApi(roomRoutes());
    renderLive(
      undefined,
      chatServer({
        history: [
          chatMessageFixture(1, { fan_badge: ironFan({ coloured: true }) }),
          chatMessageFixture(2, { fan_badge: ironFan({ level: 1 }) }),
          chatMessageFixture(3),
        ],
      }),
    );
    await waitFor(() => expect(chatLines()).toHaveLength(3), slow);
    const [coloured, plainFan, nobody] = chatLines();

    const badge = within(coloured!).getByTestId('fan-badge');
    expect(badge.dataset.level).toBe('3');
    expect(badge.textContent).toContain('铁粉');
    expect(badge.getAttribute('title')).toBe('粉丝团徽章「铁粉」3 级');
    expect(within(coloured!).getByTestId('barrage-text').dataset.fanColoured).toBe('true');
    expect(within(coloured!).getByTestId('barrage-text').className).toContain('text-emerald-700');

    expect(within(plainFan!).getByTestId('fan-badge').dataset.level).toBe('1');
    expect(within(plainFan!).getByTestId('barrage-text').dataset.fanColoured).toBeUndefined();
    expect(within(nobody!).queryByTestId('fan-badge')).toBeNull();
  });

  it('announces a fan with the entry effect on a highlighted line, others with their badge', async () => {
    stubApi(roomRoutes());
    const { push } = renderLive();
    await screen.findByText('还没有弹幕，来发第一条吧', {}, slow);
    act(() => {
      push('enterRoom', {
        room_id: ROOM_ID,
        online: 2,
        nickname: '老铁',
        fan_badge: ironFan({ level: 6, entry_effect: true }),
      });
      push('enterRoom', { room_id: ROOM_ID, online: 3, nickname: '新粉', fan_badge: ironFan() });
      push('enterRoom', { room_id: ROOM_ID, online: 4, nickname: '路人', fan_badge: null });
    });
    const [effect, badged, plain] = screen.getAllByTestId('barrage-enter');
    expect(effect?.dataset.entryEffect).toBe('true');
    expect(within(effect!).getByTestId('fan-badge').dataset.level).toBe('6');
    expect(effect?.textContent).toContain('欢迎 老铁 进入直播间');
    expect(badged?.dataset.entryEffect).toBeUndefined();
    expect(within(badged!).getByTestId('fan-badge').dataset.level).toBe('3');
    expect(plain?.textContent).toBe('欢迎 路人 进入直播间');
  });

  it('flies the badge before a danmaku, in the fan colour when the perk applies', () => {
    const fan = flyOne(
      chatMessageFixture(1, { text: '好球', fan_badge: ironFan({ coloured: true }) }),
    );
    expect(fan.badgeLevel).toBe('3');
    expect(fan.fanColoured).toBe('true');
    const other = flyOne(chatMessageFixture(2, { text: '漂亮' }));
    expect(other.badgeLevel).toBeUndefined();
    expect(other.fanColoured).toBeUndefined();
  });
});
