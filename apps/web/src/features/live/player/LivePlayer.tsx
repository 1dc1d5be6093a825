import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import {
  chooseEngine,
  createEngine,
  defaultLoaders,
  type EngineLoaders,
  type FormatChoice,
  type PlaybackEngine,
  type StreamSources,
} from './engines';

/** A `waiting` longer than this counts as a stall: the engine is recreated. */
export const STALL_MS = 5_000;
/** Time a fresh engine has to show its first frame (connect, first key frame). */
export const FIRST_FRAME_MS = 10_000;
/** Recreations in a row before the player stops and offers a retry button. */
export const MAX_RECOVERIES = 3;
/** First recreation delay; it doubles with each recreation in a row. */
export const RECOVERY_BASE_MS = 1_000;
/** How often the watchdog checks that the playhead moves. */
const WATCHDOG_MS = 1_000;
/** Playing this long without trouble forgets earlier recoveries. */
const HEALTHY_MS = 15_000;

export type PlayerStatus = 'loading' | 'playing' | 'blocked' | 'interrupted' | 'unsupported';

/**
 * The live video: picks FLV or HLS (engines.ts), starts muted (browsers only autoplay muted
 * video) with an unmute button, recreates the engine with backoff after an error or a stall,
 * and destroys it on unmount. `overlay` is drawn over the video (danmaku), `controls` join the
 * control bar.
 */
export function LivePlayer({
  sources,
  format = 'auto',
  overlay,
  controls,
  onEngine,
  videoRef,
  loaders = defaultLoaders,
  poster = '',
}: {
  sources: StreamSources;
  /**
   * Shown until the first frame (the room's cover): a picture instead of black, and the page's
   * largest paint comes with it rather than with the video (issue 22, LCP on /live).
   */
  poster?: string;
  format?: FormatChoice;
  overlay?: ReactNode;
  controls?: ReactNode;
  onEngine?: (engine: PlaybackEngine | null) => void;
  videoRef?: RefObject<HTMLVideoElement | null>;
  loaders?: EngineLoaders;
}) {
  const { t } = useTranslation('live');
  const ownVideo = useRef<HTMLVideoElement | null>(null);
  const video = videoRef ?? ownVideo;
  const frame = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PlayerStatus>('loading');
  const [engineKind, setEngineKind] = useState<string | null>(null);
  const [muted, setMuted] = useState(true);
  /** Bumped to recreate the engine (automatic recovery or the retry button). */
  const [session, setSession] = useState(0);
  const recoveries = useRef(0);
  const onEngineRef = useRef(onEngine);
  useEffect(() => {
    onEngineRef.current = onEngine;
  }, [onEngine]);

  const { flv, hls } = sources;
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let disposed = false;
    let failed = false;
    let engine: PlaybackEngine | null = null;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let healthyTimer: ReturnType<typeof setTimeout> | undefined;
    /** Playhead progress, for the watchdog: a frozen picture need not fire `waiting`. */
    let lastTime = -1;
    let lastProgressAt = 0;
    let started = false;
    setStatus('loading');

    const release = () => {
      engine?.destroy();
      engine = null;
      onEngineRef.current?.(null);
    };
    const fail = () => {
      if (disposed || failed) return;
      failed = true;
      started = false;
      clearTimeout(stallTimer);
      clearTimeout(healthyTimer);
      release();
      if (recoveries.current >= MAX_RECOVERIES) {
        setStatus('interrupted');
        return;
      }
      const delay = RECOVERY_BASE_MS * 2 ** recoveries.current;
      recoveries.current += 1;
      setStatus('loading');
      retryTimer = setTimeout(() => setSession((value) => value + 1), delay);
    };
    const armStall = (ms: number) => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(fail, ms);
    };
    const onWaiting = () => {
      clearTimeout(healthyTimer);
      armStall(STALL_MS);
    };
    const onPlaying = () => {
      clearTimeout(stallTimer);
      started = true;
      lastProgressAt = Date.now();
      setStatus('playing');
      clearTimeout(healthyTimer);
      healthyTimer = setTimeout(() => {
        recoveries.current = 0;
      }, HEALTHY_MS);
    };
    // A live stream never ends by itself: the connection dropped (a real end of the broadcast
    // unmounts the player through the room's endRoom event).
    const onEnded = () => fail();
    const watchdog = setInterval(() => {
      if (!started || element.paused) return;
      const now = Date.now();
      if (element.currentTime !== lastTime) {
        lastTime = element.currentTime;
        lastProgressAt = now;
      } else if (now - lastProgressAt >= STALL_MS) {
        fail();
      }
    }, WATCHDOG_MS);
    element.addEventListener('waiting', onWaiting);
    element.addEventListener('playing', onPlaying);
    element.addEventListener('ended', onEnded);

    void (async () => {
      const choice = await chooseEngine({ flv, hls }, format, element, loaders);
      if (disposed) return;
      if (!choice) {
        setStatus('unsupported');
        return;
      }
      try {
        const created = await createEngine(choice, element, { onFatalError: fail }, loaders);
        if (disposed) {
          created.destroy();
          return;
        }
        engine = created;
      } catch {
        fail();
        return;
      }
      setEngineKind(choice.kind);
      onEngineRef.current?.(engine);
      armStall(FIRST_FRAME_MS);
      try {
        await element.play();
      } catch (error) {
        // Even muted autoplay can be refused (battery saver): the viewer taps play.
        if (!disposed && error instanceof DOMException && error.name === 'NotAllowedError')
          setStatus('blocked');
      }
    })();

    return () => {
      disposed = true;
      clearTimeout(stallTimer);
      clearTimeout(retryTimer);
      clearTimeout(healthyTimer);
      clearInterval(watchdog);
      element.removeEventListener('waiting', onWaiting);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('ended', onEnded);
      release();
    };
  }, [video, flv, hls, format, session, loaders]);

  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [video, muted]);

  const retry = () => {
    recoveries.current = 0;
    setSession((value) => value + 1);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen();
      return;
    }
    const target = frame.current;
    if (target?.requestFullscreen) {
      void target.requestFullscreen().catch(() => undefined);
      return;
    }
    // iPhone Safari only puts the video element itself into full screen.
    (video.current as { webkitEnterFullscreen?: () => void } | null)?.webkitEnterFullscreen?.();
  };

  return (
    <div
      ref={frame}
      data-testid="live-player"
      data-status={status}
      data-engine={engineKind ?? undefined}
      className="relative aspect-video w-full bg-black"
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- live streams carry no caption track */}
      <video
        ref={video}
        data-testid="live-video"
        className="absolute inset-0 size-full"
        autoPlay
        poster={poster || undefined}
        muted={muted}
        playsInline
        onDoubleClick={toggleFullscreen}
      />
      {overlay}
      {status === 'loading' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
          <Spinner size="lg" label={t('player.loading')} />
          <p className="text-sm text-white/80">{t('player.loading')}</p>
        </div>
      )}
      {status === 'blocked' && (
        <div className="absolute inset-0 flex items-center justify-center bg-black/40">
          <Button
            size="lg"
            onClick={() => {
              void video.current?.play().catch(() => undefined);
            }}
          >
            {t('player.tapToPlay')}
          </Button>
        </div>
      )}
      {status === 'interrupted' && (
        <div
          data-testid="player-interrupted"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/70 text-white"
        >
          <p>{t('player.interrupted')}</p>
          <Button onClick={retry} data-testid="player-retry">
            {t('player.retry')}
          </Button>
        </div>
      )}
      {status === 'unsupported' && (
        <div className="absolute inset-0 flex items-center justify-center bg-black/70 px-6 text-center text-white">
          <p>{t('player.unsupported')}</p>
        </div>
      )}
      <div className="absolute inset-x-0 bottom-0 flex items-center gap-1.5 bg-gradient-to-t from-black/70 to-transparent px-2 pt-6 pb-2 text-xs text-white sm:gap-2 sm:px-3 sm:text-sm">
        <button
          type="button"
          data-testid="player-mute"
          aria-pressed={!muted}
          onClick={() => setMuted((value) => !value)}
          className="rounded bg-white/15 px-1.5 py-1 hover:bg-white/25 sm:px-2"
        >
          {muted ? t('player.unmute') : t('player.mute')}
        </button>
        <div className="flex flex-1 flex-wrap items-center gap-1.5 sm:gap-2">{controls}</div>
        <button
          type="button"
          onClick={toggleFullscreen}
          className="rounded bg-white/15 px-1.5 py-1 hover:bg-white/25 sm:px-2"
        >
          {t('player.fullscreen')}
        </button>
      </div>
    </div>
  );
}
