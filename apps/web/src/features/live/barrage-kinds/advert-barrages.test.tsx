import { DANMAKU_DEFAULTS, type AdvertBarrageEvent, type ChatMessage } from '@tifo/contract';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LiveDataSocketContext } from '../../../shared/use-live-data-socket';
import { chatMessageFixture } from '../../../test/fake-im-server';
import { setupI18n } from '../../../test/render-app';
import { openSocket } from '../../wallet/wallet.test-util';
import { DanmakuFeed } from '../danmaku/danmaku-feed';
import { DanmakuOverlay } from '../danmaku/DanmakuOverlay';
import { ROOM_ID } from '../live-test-helpers';
import { useAdvertBarrages } from './use-advert-barrages';

const settings = { ...DANMAKU_DEFAULTS, blockEffects: false };

function advert(overrides: Partial<AdvertBarrageEvent> = {}): AdvertBarrageEvent {
  return {
    id: 77,
    room_id: ROOM_ID + 1,
    text: '今晚德比，速来围观',
    nickname: '大老板',
    noble_tier: 3,
    ...overrides,
  };
}

function Room({ feed }: { feed: DanmakuFeed }) {
  useAdvertBarrages(ROOM_ID, feed);
  return <DanmakuOverlay feed={feed} settings={settings} myUserId={null} />;
}

/** The room's video overlay with the page's live-data socket. */
function renderRoom() {
  const { socket, push } = openSocket();
  const feed = new DanmakuFeed();
  render(
    <LiveDataSocketContext value={socket}>
      <Room feed={feed} />
    </LiveDataSocketContext>,
  );
  return { feed, push };
}

const flying = () => screen.queryAllByTestId('danmaku-item');

/** One room message across a fresh overlay (a lane of its own), as it flies. */
function flyOne(message: ChatMessage) {
  const feed = new DanmakuFeed();
  const view = render(<DanmakuOverlay feed={feed} settings={settings} myUserId={null} />);
  act(() => feed.publish(message));
  const item = screen.getByTestId('danmaku-item');
  const seen = {
    highlight: item.dataset.highlight,
    className: item.className,
    fontSize: parseFloat(item.style.fontSize),
    text: item.textContent,
  };
  view.unmount();
  return seen;
}

describe('highlighted barrages over the video', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });

  it("flies other rooms' advertising barrages with the sender and an AD tag", () => {
    const { push } = renderRoom();
    act(() => push('advertBarrage', advert()));
    const [item] = flying();
    expect(flying()).toHaveLength(1);
    expect(item?.dataset.highlight).toBe('advert');
    expect(item?.textContent).toBe('广告大老板：今晚德比，速来围观');
    expect(item?.className).toContain('bg-violet-700/60');
  });

  it('skips the advertising barrages of this room (the chat brings them) and malformed ones', () => {
    const { push } = renderRoom();
    act(() => {
      push('advertBarrage', advert({ room_id: ROOM_ID }));
      push('advertBarrage', { ...advert(), text: 42 });
      push('gift', advert());
    });
    expect(flying()).toHaveLength(0);
    act(() => push('advertBarrage', advert({ id: 78 })));
    expect(flying()).toHaveLength(1);
  });

  it("flies this room's paid and advertising messages bigger and coloured", () => {
    const plain = flyOne(chatMessageFixture(1));
    expect(plain.highlight).toBeUndefined();

    const paid = flyOne(chatMessageFixture(2, { highlight: 'paid', text: '付费' }));
    expect(paid.highlight).toBe('paid');
    expect(paid.className).toContain('text-amber-300');
    expect(paid.fontSize).toBeGreaterThan(plain.fontSize);
    expect(paid.text).toBe('付费');

    const advert = flyOne(chatMessageFixture(3, { highlight: 'advert', text: '广而告之' }));
    expect(advert.highlight).toBe('advert');
    expect(advert.fontSize).toBeGreaterThan(plain.fontSize);
    expect(advert.text).toBe('广告球迷3：广而告之');
  });
});
