import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseEngine, createEngine } from './engines';

/** Stand-ins for the two libraries, behind the dynamic imports of engines.ts. */
const fakes = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  class FakeMpegtsPlayer {
    listeners = new Map<string, Listener>();
    attached: unknown = null;
    loaded = false;
    destroyed = false;
    constructor(
      readonly source: unknown,
      readonly config: unknown,
    ) {}
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener);
    }
    off(event: string) {
      this.listeners.delete(event);
    }
    attachMediaElement(element: unknown) {
      this.attached = element;
    }
    detachMediaElement() {
      this.attached = null;
    }
    load() {
      this.loaded = true;
    }
    unload() {}
    pause() {}
    destroy() {
      this.destroyed = true;
    }
    emit(event: string, ...args: unknown[]) {
      this.listeners.get(event)?.(...args);
    }
  }
  class FakeHls {
    static supported = true;
    static instances: FakeHls[] = [];
    static Events = { ERROR: 'hlsError', FRAG_LOADED: 'hlsFragLoaded' };
    static isSupported() {
      return FakeHls.supported;
    }
    listeners = new Map<string, Listener>();
    source: string | null = null;
    media: unknown = null;
    destroyed = false;
    currentLevel = -1;
    levels: { bitrate: number }[] = [];
    constructor(readonly config: unknown) {
      FakeHls.instances.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: unknown) {
      this.media = media;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  const mpegts = {
    mseLivePlayback: true,
    players: [] as FakeMpegtsPlayer[],
    Events: { ERROR: 'error', STATISTICS_INFO: 'statistics_info' },
  };
  return { mpegts, FakeMpegtsPlayer, FakeHls };
});

vi.mock('mpegts.js', () => ({
  default: {
    Events: fakes.mpegts.Events,
    getFeatureList: () => ({ mseLivePlayback: fakes.mpegts.mseLivePlayback }),
    createPlayer: (source: unknown, config: unknown) => {
      const player = new fakes.FakeMpegtsPlayer(source, config);
      fakes.mpegts.players.push(player);
      return player;
    },
  },
}));
vi.mock('hls.js', () => ({ default: fakes.FakeHls }));

const sources = { flv: '/live/12.flv', hls: '/live/12/index.m3u8' };

function videoThatPlays(hls: '' | 'maybe' | 'probably') {
  return { canPlayType: (type: string) => (type === 'application/vnd.apple.mpegurl' ? hls : '') };
}

describe('chooseEngine', () => {
  beforeEach(() => {
    fakes.mpegts.mseLivePlayback = true;
    fakes.FakeHls.supported = true;
  });

  it('plays FLV through mpegts.js where MSE can play live streams', async () => {
    expect(await chooseEngine(sources, 'auto', videoThatPlays(''))).toEqual({
      kind: 'flv',
      url: '/live/12.flv',
    });
  });

  it('falls back to hls.js without live MSE playback for FLV', async () => {
    fakes.mpegts.mseLivePlayback = false;
    expect(await chooseEngine(sources, 'auto', videoThatPlays(''))).toEqual({
      kind: 'hls',
      url: '/live/12/index.m3u8',
    });
  });

  it("uses the browser's own HLS where neither library works (iPhone Safari)", async () => {
    fakes.mpegts.mseLivePlayback = false;
    fakes.FakeHls.supported = false;
    expect(await chooseEngine(sources, 'auto', videoThatPlays('maybe'))).toEqual({
      kind: 'native',
      url: '/live/12/index.m3u8',
    });
    expect(await chooseEngine(sources, 'auto', videoThatPlays(''))).toBeNull();
  });

  it('keeps to the chosen format and to the sources there are', async () => {
    expect(await chooseEngine(sources, 'hls', videoThatPlays(''))).toMatchObject({ kind: 'hls' });
    expect(
      await chooseEngine({ flv: null, hls: sources.hls }, 'auto', videoThatPlays('')),
    ).toMatchObject({
      kind: 'hls',
    });
    fakes.mpegts.mseLivePlayback = false;
    expect(await chooseEngine(sources, 'flv', videoThatPlays('maybe'))).toBeNull();
    expect(
      await chooseEngine({ flv: sources.flv, hls: null }, 'auto', videoThatPlays('maybe')),
    ).toBeNull();
  });
});

describe('createEngine', () => {
  beforeEach(() => {
    fakes.mpegts.players = [];
    fakes.FakeHls.instances = [];
  });

  it('starts mpegts.js live, without a worker or stash buffer, chasing latency, and tears it down', async () => {
    const video = document.createElement('video');
    const onFatalError = vi.fn();
    const engine = await createEngine({ kind: 'flv', url: '/live/12.flv' }, video, {
      onFatalError,
    });
    const player = fakes.mpegts.players[0];
    expect(player?.source).toEqual({ type: 'flv', isLive: true, url: '/live/12.flv' });
    expect(player?.config).toEqual({
      enableWorker: false,
      lazyLoad: false,
      enableStashBuffer: false,
      liveBufferLatencyChasing: true,
      liveBufferLatencyMaxLatency: 1.5,
      liveBufferLatencyMinRemain: 0.3,
    });
    expect(player?.attached).toBe(video);
    expect(player?.loaded).toBe(true);
    player?.emit('statistics_info', { speed: 250 });
    // Nothing buffered yet: no latency to tell.
    expect(engine.stats()).toEqual({ bitrateKbps: 2000, latencyMs: null });
    player?.emit('error', 'NetworkError', 'Exception');
    expect(onFatalError).toHaveBeenCalledOnce();
    engine.destroy();
    expect(player?.destroyed).toBe(true);
  });

  it('starts hls.js and reports only fatal errors', async () => {
    const video = document.createElement('video');
    const onFatalError = vi.fn();
    const engine = await createEngine({ kind: 'hls', url: '/live/12/index.m3u8' }, video, {
      onFatalError,
    });
    const hls = fakes.FakeHls.instances[0];
    expect(hls?.source).toBe('/live/12/index.m3u8');
    expect(hls?.media).toBe(video);
    expect(engine.stats()).toEqual({ bitrateKbps: null, latencyMs: null });
    // 250 kB in a 2 s fragment: 1000 kbit/s.
    hls?.listeners.get('hlsFragLoaded')?.('hlsFragLoaded', {
      frag: { duration: 2, stats: { loaded: 250_000 } },
    });
    expect(engine.stats().bitrateKbps).toBe(1000);
    // hls.js says how far behind the live edge it plays; one segment more is the ingest's.
    Object.assign(hls ?? {}, { latency: 3.2 });
    expect(engine.stats().latencyMs).toBe(4_200);
    hls?.listeners.get('hlsError')?.('hlsError', { fatal: false, type: 'net', details: 'x' });
    expect(onFatalError).not.toHaveBeenCalled();
    hls?.listeners.get('hlsError')?.('hlsError', { fatal: true, type: 'net', details: 'x' });
    expect(onFatalError).toHaveBeenCalledOnce();
    engine.destroy();
    expect(hls?.destroyed).toBe(true);
  });
});
