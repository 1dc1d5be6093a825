import { DANMAKU_DEFAULTS } from '@tifo/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { read } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { chatMessageFixture } from '../../../test/fake-im-server';
import { DanmakuControls } from './DanmakuControls';
import { DanmakuFeed } from './danmaku-feed';
import { DanmakuOverlay } from './DanmakuOverlay';
import { updateDanmakuSettings } from './danmaku-settings';

describe('danmaku settings', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });

  it('defaults to the spec values (show, area 2, size 2, opacity 100) and no blocked effects', () => {
    expect(read('danmakuSettings')).toEqual({ ...DANMAKU_DEFAULTS, blockEffects: false });
    expect(read('danmakuSettings')).toEqual({
      show: true,
      area: 2,
      size: 2,
      opacity: 100,
      blockEffects: false,
    });
  });

  it('keeps changes in local storage and reads a broken field as its default', () => {
    updateDanmakuSettings({ area: 3, opacity: 40 });
    expect(JSON.parse(localStorage.getItem('danmakuSettings') ?? 'null')).toEqual({
      show: true,
      area: 3,
      size: 2,
      opacity: 40,
      blockEffects: false,
    });
    localStorage.setItem(
      'danmakuSettings',
      JSON.stringify({ show: false, area: 9, size: 1, opacity: 5, blockEffects: true }),
    );
    expect(read('danmakuSettings')).toEqual({
      show: false,
      area: 2,
      size: 1,
      opacity: 100,
      blockEffects: true,
    });
    localStorage.setItem('danmakuSettings', 'not json');
    expect(read('danmakuSettings')).toEqual({ ...DANMAKU_DEFAULTS, blockEffects: false });
  });

  it('changes and persists every setting from the popover', () => {
    const view = render(<DanmakuControls />);
    fireEvent.click(screen.getByTestId('danmaku-settings-button'));
    fireEvent.click(screen.getByTestId('danmaku-area-1'));
    fireEvent.click(screen.getByTestId('danmaku-size-3'));
    fireEvent.change(screen.getByTestId('danmaku-opacity'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('danmaku-block-effects'));
    fireEvent.click(screen.getByTestId('danmaku-toggle'));
    expect(read('danmakuSettings')).toEqual({
      show: false,
      area: 1,
      size: 3,
      opacity: 60,
      blockEffects: true,
    });
    // A new page starts with what was chosen.
    view.unmount();
    render(<DanmakuControls />);
    expect(screen.getByTestId('danmaku-toggle').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('danmaku-settings-button'));
    expect(screen.getByTestId<HTMLInputElement>('danmaku-area-1').checked).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('danmaku-opacity').value).toBe('60');
    // Escape closes the popover.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByTestId('danmaku-settings')).toBeNull();
  });
});

describe('danmaku overlay', () => {
  const settings = { ...DANMAKU_DEFAULTS, blockEffects: false };

  it('flies what the feed brings, as text with emoji images, and nothing while switched off', () => {
    const feed = new DanmakuFeed();
    const view = render(<DanmakuOverlay feed={feed} settings={settings} myUserId={null} />);
    expect(screen.queryAllByTestId('danmaku-item')).toHaveLength(0);
    act(() => feed.publish(chatMessageFixture(2, { text: '<img src=x onerror=alert(1)>[鼓掌]' })));
    const items = screen.getAllByTestId('danmaku-item');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toBe('<img src=x onerror=alert(1)>');
    // The only image is the emoji from our own table.
    const images = items[0]?.querySelectorAll('img') ?? [];
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(['/emoji/1f44f.svg']);
    expect(screen.getByTestId('danmaku-overlay').style.opacity).toBe('1');

    const off = { ...settings, show: false, opacity: 50 };
    view.rerender(<DanmakuOverlay feed={feed} settings={off} myUserId={null} />);
    act(() => feed.publish(chatMessageFixture(3)));
    expect(screen.queryAllByTestId('danmaku-item')).toHaveLength(0);
    expect(screen.getByTestId('danmaku-overlay').style.opacity).toBe('0.5');
  });

  it('frames my own messages', () => {
    const feed = new DanmakuFeed();
    render(<DanmakuOverlay feed={feed} settings={settings} myUserId={5} />);
    act(() => feed.publish(chatMessageFixture(4, { from: '5' })));
    expect(screen.getByTestId('danmaku-item').className).toContain('border-amber-300');
  });

  it('keeps messages out of the video when the system asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      const feed = new DanmakuFeed();
      render(<DanmakuOverlay feed={feed} settings={settings} myUserId={null} />);
      act(() => feed.publish(chatMessageFixture(1)));
      expect(screen.getByTestId('danmaku-overlay').dataset.active).toBe('false');
      expect(screen.queryAllByTestId('danmaku-item')).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
