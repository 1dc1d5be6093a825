import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import type { EngineLoaders } from './engines';
import {
  FIRST_FRAME_MS,
  LivePlayer,
  MAX_RECOVERIES,
  RECOVERY_BASE_MS,
  STALL_MS,
} from './LivePlayer';

type Listener = (...args: unknown[]) => void;

/** An mpegts.js stand-in that records its players, for the recovery logic. */
function fakeMpegts() {
  const players: { listeners: Map<string, Listener>; destroyed: boolean }[] = [];
  const mpegts = {
    Events: { ERROR: 'error', STATISTICS_INFO: 'statistics_info' },
    getFeatureList: () => ({ mseLivePlayback: true }),
    createPlayer: () => {
      const player = {
        listeners: new Map<string, Listener>(),
        destroyed: false,
        on(event: string, listener: Listener) {
          player.listeners.set(event, listener);
        },
        off() {},
        attachMediaElement() {},
        detachMediaElement() {},
        load() {},
        unload() {},
        pause() {},
        destroy() {
          player.destroyed = true;
        },
      };
      players.push(player);
      return player;
    },
  };
  const loaders = {
    mpegts: () => Promise.resolve(mpegts),
    hls: () => Promise.reject(new Error('not used')),
  } as unknown as EngineLoaders;
  return { players, loaders };
}

const sources = { flv: '/live/12.flv', hls: null };

/** Lets the engine's dynamic imports and promises settle. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('LivePlayer', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts muted inline video with FLV, unmutes on request and destroys the player on unmount', async () => {
    const { players, loaders } = fakeMpegts();
    const view = render(<LivePlayer sources={sources} loaders={loaders} />);
    await settle();
    const video = screen.getByTestId<HTMLVideoElement>('live-video');
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    // No cover given: no poster attribute (an empty one would ask for the page itself).
    expect(video.hasAttribute('poster')).toBe(false);
    expect(screen.getByTestId('live-player').dataset.engine).toBe('flv');
    expect(players).toHaveLength(1);
    fireEvent.click(screen.getByTestId('player-mute'));
    expect(video.muted).toBe(false);
    view.unmount();
    expect(players[0]?.destroyed).toBe(true);
  });

  it('recreates the player with growing delays after errors, then offers a retry', async () => {
    const { players, loaders } = fakeMpegts();
    render(<LivePlayer sources={sources} loaders={loaders} />);
    await settle();
    for (let attempt = 0; attempt < MAX_RECOVERIES; attempt += 1) {
      act(() => players.at(-1)?.listeners.get('error')?.('NetworkError', 'Exception'));
      expect(players.at(-1)?.destroyed).toBe(true);
      const delay = RECOVERY_BASE_MS * 2 ** attempt;
      await act(() => vi.advanceTimersByTimeAsync(delay - 1));
      expect(players).toHaveLength(attempt + 1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(players).toHaveLength(attempt + 2);
    }
    act(() => players.at(-1)?.listeners.get('error')?.('NetworkError', 'Exception'));
    expect(screen.getByTestId('live-player').dataset.status).toBe('interrupted');
    expect(screen.getByText('直播信号中断')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(players).toHaveLength(MAX_RECOVERIES + 1);
    fireEvent.click(screen.getByTestId('player-retry'));
    await settle();
    expect(players).toHaveLength(MAX_RECOVERIES + 2);
  });

  it('treats a wait of more than 5 s as a stall, and playing as health', async () => {
    const { players, loaders } = fakeMpegts();
    render(<LivePlayer sources={sources} loaders={loaders} />);
    await settle();
    const video = screen.getByTestId('live-video');
    fireEvent.playing(video);
    expect(screen.getByTestId('live-player').dataset.status).toBe('playing');
    // A short wait that recovers by itself changes nothing.
    fireEvent.waiting(video);
    await act(() => vi.advanceTimersByTimeAsync(STALL_MS - 1));
    fireEvent.playing(video);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_FRAME_MS));
    expect(players).toHaveLength(1);
    fireEvent.waiting(video);
    await act(() => vi.advanceTimersByTimeAsync(STALL_MS));
    expect(players[0]?.destroyed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(RECOVERY_BASE_MS));
    expect(players).toHaveLength(2);
  });

  it('starts again when the stream ends or the picture freezes without a waiting event', async () => {
    const { players, loaders } = fakeMpegts();
    render(<LivePlayer sources={sources} loaders={loaders} />);
    await settle();
    const video = screen.getByTestId<HTMLVideoElement>('live-video');
    fireEvent.ended(video);
    await act(() => vi.advanceTimersByTimeAsync(RECOVERY_BASE_MS));
    expect(players).toHaveLength(2);
    // Playing (not paused) but the playhead stands still.
    vi.spyOn(video, 'paused', 'get').mockReturnValue(false);
    fireEvent.playing(video);
    await act(() => vi.advanceTimersByTimeAsync(STALL_MS - 1_000));
    expect(players).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(players[1]?.destroyed).toBe(true);
  });

  it("shows the room's cover until the first frame", async () => {
    const { loaders } = fakeMpegts();
    render(<LivePlayer sources={sources} loaders={loaders} poster="/uploads/cover.jpg" />);
    await settle();
    expect(screen.getByTestId('live-video').getAttribute('poster')).toBe('/uploads/cover.jpg');
  });

  it('says so when nothing here can play the stream', async () => {
    const { loaders } = fakeMpegts();
    render(<LivePlayer sources={{ flv: null, hls: null }} loaders={loaders} />);
    await settle();
    expect(screen.getByTestId('live-player').dataset.status).toBe('unsupported');
  });
});
