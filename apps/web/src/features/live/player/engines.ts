import type Hls from 'hls.js';
import type Mpegts from 'mpegts.js';

/**
 * Playback engines of the live player. mpegts.js (HTTP-FLV, low latency) and hls.js are loaded
 * with dynamic `import()` only when a player starts, so no other page downloads them.
 */

export type EngineKind = 'flv' | 'hls' | 'native';
/** What the viewer asked for: the best available, or one format. */
export type FormatChoice = 'auto' | 'flv' | 'hls';

export interface StreamSources {
  flv: string | null;
  hls: string | null;
}

export interface EngineStats {
  /** Download speed of the stream in kbit/s, when the engine reports it. */
  bitrateKbps: number | null;
  /**
   * How far the picture runs behind the ingest: the player's distance from the live edge plus
   * what the format itself adds (an HLS segment is written once it is whole). Null before the
   * first frame.
   */
  latencyMs: number | null;
}

/** What each format adds behind the ingest before the player's own buffer. */
const FORMAT_DELAY_MS: Record<EngineKind, number> = { flv: 200, hls: 1_000, native: 1_000 };

/** The media buffered ahead of the playhead, in ms (null before anything is buffered). */
function bufferedAheadMs(video: HTMLVideoElement): number | null {
  const { buffered } = video;
  if (buffered.length === 0) return null;
  return Math.max(0, (buffered.end(buffered.length - 1) - video.currentTime) * 1000);
}

function latencyOf(kind: EngineKind, behindEdgeMs: number | null): number | null {
  return behindEdgeMs === null ? null : Math.round(behindEdgeMs + FORMAT_DELAY_MS[kind]);
}

export interface PlaybackEngine {
  readonly kind: EngineKind;
  readonly url: string;
  stats(): EngineStats;
  destroy(): void;
}

export interface EngineCallbacks {
  /** The engine gave up (network or media error): the player recreates it. */
  onFatalError: (detail: string) => void;
}

type MpegtsModule = typeof Mpegts;
type HlsModule = typeof Hls;

/** The loaders, replaceable in tests. */
export interface EngineLoaders {
  mpegts: () => Promise<MpegtsModule>;
  hls: () => Promise<HlsModule>;
}

export const defaultLoaders: EngineLoaders = {
  mpegts: async () => (await import('mpegts.js')).default,
  hls: async () => (await import('hls.js')).default,
};

const HLS_MIME = 'application/vnd.apple.mpegurl';

export interface EngineChoice {
  kind: EngineKind;
  url: string;
}

/**
 * Picks the engine: FLV through mpegts.js where Media Source Extensions can play live streams,
 * else HLS through hls.js, else the browser's own HLS (iPhone Safari). `format` limits the
 * choice to one format. Null when nothing here can play the sources.
 */
export async function chooseEngine(
  sources: StreamSources,
  format: FormatChoice,
  video: Pick<HTMLVideoElement, 'canPlayType'>,
  loaders: EngineLoaders = defaultLoaders,
): Promise<EngineChoice | null> {
  if (sources.flv && format !== 'hls') {
    const mpegts = await loaders.mpegts().catch(() => null);
    if (mpegts?.getFeatureList().mseLivePlayback) return { kind: 'flv', url: sources.flv };
  }
  if (sources.hls && format !== 'flv') {
    const Hls = await loaders.hls().catch(() => null);
    if (Hls?.isSupported()) return { kind: 'hls', url: sources.hls };
    if (video.canPlayType(HLS_MIME) !== '') return { kind: 'native', url: sources.hls };
  }
  return null;
}

/** Starts `choice` on `video`. The caller destroys the engine (unmount, retry, new source). */
export async function createEngine(
  choice: EngineChoice,
  video: HTMLVideoElement,
  callbacks: EngineCallbacks,
  loaders: EngineLoaders = defaultLoaders,
): Promise<PlaybackEngine> {
  switch (choice.kind) {
    case 'flv':
      return createFlvEngine(choice.url, video, callbacks, await loaders.mpegts());
    case 'hls':
      return createHlsEngine(choice.url, video, callbacks, await loaders.hls());
    case 'native':
      return createNativeEngine(choice.url, video, callbacks);
  }
}

function createFlvEngine(
  url: string,
  video: HTMLVideoElement,
  callbacks: EngineCallbacks,
  mpegts: MpegtsModule,
): PlaybackEngine {
  const player = mpegts.createPlayer(
    { type: 'flv', isLive: true, url },
    {
      // No worker: the content security policy does not let scripts start blob: workers.
      enableWorker: false,
      lazyLoad: false,
      // Every byte goes to the decoder as it arrives: the first frame shows as soon as the
      // ingest's cached keyframe does, not once an IO buffer has filled (issue 22: < 1 s).
      enableStashBuffer: false,
      // After a stall, jump back to the live edge once more than 1.5 s is buffered ahead,
      // keeping 0.3 s: a viewer stays within 2 s of the match.
      liveBufferLatencyChasing: true,
      liveBufferLatencyMaxLatency: 1.5,
      liveBufferLatencyMinRemain: 0.3,
    },
  );
  let speedKBps: number | null = null;
  const onError = (type: unknown, detail: unknown) =>
    callbacks.onFatalError(`${String(type)}: ${String(detail)}`);
  const onStatistics = (info: { speed?: unknown }) => {
    if (typeof info.speed === 'number') speedKBps = info.speed;
  };
  player.on(mpegts.Events.ERROR, onError);
  player.on(mpegts.Events.STATISTICS_INFO, onStatistics);
  player.attachMediaElement(video);
  player.load();
  let destroyed = false;
  return {
    kind: 'flv',
    url,
    stats: () => ({
      bitrateKbps: speedKBps === null ? null : Math.round(speedKBps * 8),
      latencyMs: latencyOf('flv', bufferedAheadMs(video)),
    }),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      player.off(mpegts.Events.ERROR, onError);
      player.off(mpegts.Events.STATISTICS_INFO, onStatistics);
      try {
        player.pause();
        player.unload();
        player.detachMediaElement();
      } finally {
        player.destroy();
      }
    },
  };
}

function createHlsEngine(
  url: string,
  video: HTMLVideoElement,
  callbacks: EngineCallbacks,
  Hls: HlsModule,
): PlaybackEngine {
  const hls = new Hls({ enableWorker: false, lowLatencyMode: true, liveDurationInfinity: true });
  // The media bitrate of the last fragment (bytes over its duration); a media playlist without
  // a master playlist names no level bitrate.
  let fragmentBitsPerSecond: number | null = null;
  hls.on(Hls.Events.FRAG_LOADED, (_event, data) => {
    const { duration, stats } = data.frag;
    if (duration > 0 && stats.loaded > 0) fragmentBitsPerSecond = (stats.loaded * 8) / duration;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) callbacks.onFatalError(`${data.type}: ${data.details}`);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  let destroyed = false;
  return {
    kind: 'hls',
    url,
    stats() {
      const level = hls.currentLevel >= 0 ? hls.levels[hls.currentLevel] : undefined;
      const bitsPerSecond = level?.bitrate || fragmentBitsPerSecond;
      // hls.js measures the distance from the playlist's live edge itself.
      const behind = Number.isFinite(hls.latency) && hls.latency > 0 ? hls.latency * 1000 : null;
      return {
        bitrateKbps: bitsPerSecond ? Math.round(bitsPerSecond / 1000) : null,
        latencyMs: latencyOf('hls', behind ?? bufferedAheadMs(video)),
      };
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      hls.destroy();
    },
  };
}

function createNativeEngine(
  url: string,
  video: HTMLVideoElement,
  callbacks: EngineCallbacks,
): PlaybackEngine {
  const onError = () => callbacks.onFatalError(`media error ${video.error?.code ?? ''}`.trim());
  video.addEventListener('error', onError);
  video.src = url;
  video.load();
  let destroyed = false;
  return {
    kind: 'native',
    url,
    stats: () => ({ bitrateKbps: null, latencyMs: latencyOf('native', bufferedAheadMs(video)) }),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}
