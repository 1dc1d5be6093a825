import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import type { chooseEngine, createEngine } from '../live';
import { VodPlayer } from './VodPlayer';

type EngineCallbacks = Parameters<typeof createEngine>[2];

const engines = vi.hoisted(() => ({
  created: [] as { url: string; destroy: ReturnType<typeof vi.fn>; fail: () => void }[],
  supported: true,
}));

// The engine module itself is covered by the live player's tests; here the player's use of it.
vi.mock('../live', () => ({
  chooseEngine: vi.fn(async (sources: Parameters<typeof chooseEngine>[0], format: string) => {
    expect(format).toBe('hls');
    expect(sources.flv).toBeNull();
    return engines.supported && sources.hls ? { kind: 'hls', url: sources.hls } : null;
  }),
  createEngine: vi.fn(
    async (choice: { kind: string; url: string }, _video: unknown, callbacks: EngineCallbacks) => {
      const engine = {
        url: choice.url,
        destroy: vi.fn(),
        fail: () => callbacks.onFatalError('networkError: manifestLoadError'),
      };
      engines.created.push(engine);
      return {
        kind: 'hls',
        url: choice.url,
        stats: () => ({ bitrateKbps: null }),
        destroy: engine.destroy,
      };
    },
  ),
}));

describe('video-on-demand player', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => {
    engines.created = [];
    engines.supported = true;
  });

  it('plays the HLS source on a video with controls and its poster', async () => {
    render(<VodPlayer src="/videos/1/index.m3u8" poster="/uploads/c.jpg" title="Goal" />);
    const player = screen.getByTestId('video-player');
    await waitFor(() => expect(player.getAttribute('data-status')).toBe('ready'));
    const video = player.querySelector('video');
    expect(video?.getAttribute('poster')).toBe('/uploads/c.jpg');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(engines.created.map((engine) => engine.url)).toEqual(['/videos/1/index.m3u8']);
  });

  it('offers a retry after a fatal error, with a fresh engine', async () => {
    const user = userEvent.setup();
    render(<VodPlayer src="/videos/1/index.m3u8" poster="" title="Goal" />);
    await waitFor(() => expect(engines.created).toHaveLength(1));
    act(() => engines.created[0]?.fail());
    expect(await screen.findByText('Something went wrong while playing this video.')).toBeTruthy();
    expect(engines.created[0]?.destroy).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByTestId('video-player').getAttribute('data-status')).toBe('ready'),
    );
    expect(engines.created).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('destroys the engine when the source changes and on unmount', async () => {
    const { rerender, unmount } = render(
      <VodPlayer src="/videos/1/index.m3u8" poster="" title="Goal" />,
    );
    await waitFor(() => expect(engines.created).toHaveLength(1));
    rerender(<VodPlayer src="/videos/2/index.m3u8" poster="" title="Save" />);
    await waitFor(() => expect(engines.created).toHaveLength(2));
    expect(engines.created[0]?.destroy).toHaveBeenCalled();
    expect(engines.created[1]?.url).toBe('/videos/2/index.m3u8');
    unmount();
    expect(engines.created[1]?.destroy).toHaveBeenCalled();
  });

  it('says so when the browser cannot play HLS', async () => {
    engines.supported = false;
    render(<VodPlayer src="/videos/1/index.m3u8" poster="" title="Goal" />);
    expect(await screen.findByText('This browser cannot play this video.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('reports the first play only once', async () => {
    const onFirstPlay = vi.fn();
    render(
      <VodPlayer src="/videos/1/index.m3u8" poster="" title="Goal" onFirstPlay={onFirstPlay} />,
    );
    const video = screen.getByTestId('video-player').querySelector('video') as HTMLVideoElement;
    act(() => {
      video.dispatchEvent(new Event('playing'));
      video.dispatchEvent(new Event('playing'));
    });
    expect(onFirstPlay).toHaveBeenCalledTimes(1);
  });

  it('marks a replay’s goals under the player and jumps to one', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const goal = (at: number, home: number, away: number, minute: string) => ({
      at_seconds: at,
      kind: 'goal' as const,
      minute,
      side: 'home' as const,
      home_score: home,
      away_score: away,
      player: null,
      label: `${minute} Arsenal ${home}-${away} Chelsea`,
    });
    render(
      <VodPlayer
        src="/media/videos/3/index.m3u8"
        poster=""
        title="Derby replay"
        durationSeconds={200}
        chapters={[goal(50, 1, 0, "23'"), goal(150, 2, 0, "67'")]}
      />,
    );
    const marks = screen.getAllByTestId('replay-chapter-mark');
    expect(marks.map((mark) => mark.style.left)).toEqual(['25%', '75%']);
    const video = screen.getByTestId('video-player').querySelector('video') as HTMLVideoElement;
    await user.click(
      screen.getByRole('button', { name: "Jump to 02:30: 67' Arsenal 2-0 Chelsea" }),
    );
    expect(video.currentTime).toBe(150);
    expect(play).toHaveBeenCalled();
    const chapters = screen.getAllByTestId('replay-chapter');
    expect(chapters.map((chapter) => chapter.getAttribute('aria-current'))).toEqual([null, 'true']);
    play.mockRestore();
  });

  it('shows no goals section for a video without chapters', () => {
    render(<VodPlayer src="/videos/1/index.m3u8" poster="" title="Goal" />);
    expect(screen.queryByTestId('replay-chapters')).toBeNull();
  });
});
