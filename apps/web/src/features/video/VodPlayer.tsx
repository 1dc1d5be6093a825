import type { VideoChapter } from '@tifo/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { chooseEngine, createEngine, type PlaybackEngine } from '../live';
import { ReplayChapters } from './ReplayChapters';

type PlayerStatus = 'loading' | 'ready' | 'failed' | 'unsupported';

/**
 * A published video: the live room's HLS engine (hls.js, or the browser's own HLS on iPhones)
 * on a `<video>` with the browser's controls. The engine is destroyed on unmount and when the
 * source changes; a fatal error shows a retry button. `onFirstPlay` runs when playback first
 * starts (to count the play). A replay's goals show under it and jump the video there.
 */
export function VodPlayer({
  src,
  poster,
  title,
  onFirstPlay,
  chapters = [],
  durationSeconds = 0,
}: {
  src: string;
  poster: string;
  title: string;
  onFirstPlay?: () => void;
  chapters?: VideoChapter[];
  durationSeconds?: number;
}) {
  const { t } = useTranslation('video');
  const { t: tc } = useTranslation();
  const video = useRef<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<PlayerStatus>('loading');
  /** Bumped by the retry button to start a fresh engine. */
  const [attempt, setAttempt] = useState(0);
  const played = useRef(false);
  const [currentTime, setCurrentTime] = useState(0);

  useEffect(() => {
    played.current = false;
  }, [src]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let disposed = false;
    let engine: PlaybackEngine | null = null;
    setStatus('loading');
    const fail = () => {
      if (disposed) return;
      engine?.destroy();
      engine = null;
      setStatus('failed');
    };
    void (async () => {
      try {
        const choice = await chooseEngine({ flv: null, hls: src }, 'hls', element);
        if (disposed) return;
        if (!choice) {
          setStatus('unsupported');
          return;
        }
        const created = await createEngine(choice, element, { onFatalError: fail });
        if (disposed) {
          created.destroy();
          return;
        }
        engine = created;
        setStatus('ready');
      } catch {
        fail();
      }
    })();
    return () => {
      disposed = true;
      engine?.destroy();
      engine = null;
    };
  }, [src, attempt]);

  const seek = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = seconds;
    setCurrentTime(seconds);
    void element.play().catch(() => undefined);
  };

  const onPlaying = () => {
    if (played.current) return;
    played.current = true;
    onFirstPlay?.();
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        data-testid="video-player"
        data-status={status}
        className="relative aspect-video w-full overflow-hidden rounded-xl bg-black"
      >
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- uploads and replays carry no caption track */}
        <video
          ref={video}
          aria-label={title}
          className="absolute inset-0 size-full"
          controls
          playsInline
          preload="metadata"
          poster={poster || undefined}
          onPlaying={onPlaying}
          onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
        />
        {status === 'loading' && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center text-white">
            <Spinner size="lg" label={t('player.loading')} />
          </div>
        )}
        {(status === 'failed' || status === 'unsupported') && (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/75 px-4 text-center text-white"
          >
            <p>{status === 'failed' ? t('player.playbackError') : t('player.unsupported')}</p>
            {status === 'failed' && (
              <Button onClick={() => setAttempt((value) => value + 1)}>{tc('state.retry')}</Button>
            )}
          </div>
        )}
      </div>
      <ReplayChapters
        chapters={chapters}
        duration={durationSeconds}
        currentTime={currentTime}
        onSeek={seek}
      />
    </div>
  );
}
