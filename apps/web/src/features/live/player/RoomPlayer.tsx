import type { RoomInfo } from '@tifo/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { setSpoilerSafe, setStreamDelay } from '../../../shared/spoiler-delay';
import { useStoredValue } from '../../../shared/use-stored-value';
import { useFavourites } from '../../favourites';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useLiveUrlQuery } from '../api';
import { DanmakuControls } from '../danmaku/DanmakuControls';
import type { DanmakuFeed } from '../danmaku/danmaku-feed';
import { useDanmakuSettings } from '../danmaku/danmaku-settings';
import { DanmakuOverlay } from '../danmaku/DanmakuOverlay';
import { AnchorAvatar } from '../AnchorAvatar';
import type { FormatChoice, PlaybackEngine } from './engines';
import { LivePlayer } from './LivePlayer';

const FORMATS: readonly FormatChoice[] = ['auto', 'flv', 'hls'];

const selectClasses =
  'rounded bg-white/15 px-1 py-1 text-white hover:bg-white/25 sm:px-2 [&>option]:text-slate-900';

function PlayerFrame({
  state,
  effects,
  children,
}: {
  state: string;
  effects: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      data-testid="live-player"
      data-status={state}
      className="relative flex aspect-video w-full flex-col items-center justify-center gap-3 bg-slate-900 px-6 text-center text-white"
    >
      {children}
      {effects}
    </div>
  );
}

/**
 * The room's player area: the states of spec §4 "Live status" (not live, live, ended), waiting
 * for the streamer's video (asked again every 5 s), and the player with its danmaku overlay,
 * line and format choice. Gift effects show over every state, and in full screen.
 */
export function RoomPlayer({
  room,
  danmaku,
  myUserId,
  effects,
}: {
  room: RoomInfo;
  /** New room messages to fly over the video. */
  danmaku: DanmakuFeed;
  myUserId: number | null;
  /** Drawn over the player (gift effects). */
  effects?: ReactNode;
}) {
  const { t } = useTranslation('live');
  const { t: common } = useTranslation('common');
  const url = useLiveUrlQuery(room.room_id, !room.sealed);
  const [settings] = useDanmakuSettings();
  const [lineIndex, setLineIndex] = useState(0);
  const [format, setFormat] = useState<FormatChoice>('auto');
  const engine = useRef<PlaybackEngine | null>(null);
  const delayMark = useRef<HTMLSpanElement | null>(null);
  const member = Boolean(useStoredValue('userInfo'));
  const spoilerSafe = useFavourites(member).data?.settings.spoiler_safe ?? true;

  useEffect(() => setSpoilerSafe(spoilerSafe), [spoilerSafe]);
  // Every second: how far the picture runs behind, so this page's goal alerts and score
  // changes wait for it (spoiler-safe); nothing waits once the player is gone.
  useEffect(() => {
    const timer = setInterval(() => {
      const latency = engine.current?.stats().latencyMs ?? null;
      setStreamDelay(latency);
      delayMark.current?.setAttribute('data-ms', latency === null ? '' : String(latency));
    }, 1_000);
    return () => {
      clearInterval(timer);
      setStreamDelay(null);
    };
  }, []);

  if (url.isPending) {
    return (
      <PlayerFrame state="loading" effects={effects}>
        <Spinner size="lg" label={t('player.loading')} />
      </PlayerFrame>
    );
  }
  if (url.isError) {
    return (
      <PlayerFrame state="error" effects={effects}>
        <p>{t('player.loadError')}</p>
        <Button onClick={() => void url.refetch()}>{t('player.retry')}</Button>
      </PlayerFrame>
    );
  }
  const data = url.data;
  if (data.live_status !== 'live') {
    return (
      <PlayerFrame state={data.live_status} effects={effects}>
        <AnchorAvatar src={room.anchor_avatar} name={room.anchor_nickname} size="lg" />
        <p className="text-lg font-semibold">{room.anchor_nickname}</p>
        <p className="text-white/80">
          {data.live_status === 'ended' ? t('player.ended') : t('player.offline')}
        </p>
      </PlayerFrame>
    );
  }
  if (!data.streaming) {
    return (
      <PlayerFrame state="waiting" effects={effects}>
        <Spinner size="lg" label={t('player.waiting')} />
        <p>{t('player.waiting')}</p>
      </PlayerFrame>
    );
  }

  const lines = data.lines.length > 0 ? data.lines : [{ name: '', flv: data.flv, hls: data.hls }];
  const line = lines[lineIndex] ?? lines[0] ?? { name: '', flv: data.flv, hls: data.hls };
  const bothFormats = Boolean(line.flv && line.hls);

  return (
    <LivePlayer
      sources={{ flv: line.flv, hls: line.hls }}
      poster={room.cover}
      format={bothFormats ? format : 'auto'}
      onEngine={(next) => {
        engine.current = next;
      }}
      overlay={
        <>
          <span ref={delayMark} hidden data-testid="stream-delay" />
          {(data.stream_status === 'poor' || data.stream_status === 'stalled') && (
            <p
              role="status"
              data-testid="stream-unstable"
              className="absolute inset-x-0 top-0 z-10 bg-amber-500/90 px-3 py-1.5 text-center text-sm font-medium text-slate-900"
            >
              {common('streamHealth.unstable')}
            </p>
          )}
          <DanmakuOverlay feed={danmaku} settings={settings} myUserId={myUserId} />
          {effects}
        </>
      }
      controls={
        <>
          <DanmakuControls />
          {lines.length > 1 && (
            <select
              aria-label={t('player.line')}
              data-testid="player-line"
              value={lineIndex}
              onChange={(event) => setLineIndex(Number(event.target.value))}
              className={selectClasses}
            >
              {lines.map((entry, index) => (
                <option key={`${entry.name}-${index}`} value={index}>
                  {entry.name || t('player.lineNumber', { number: index + 1 })}
                </option>
              ))}
            </select>
          )}
          {bothFormats && (
            <select
              aria-label={t('player.format')}
              data-testid="player-format"
              value={format}
              onChange={(event) =>
                setFormat(FORMATS.find((value) => value === event.target.value) ?? 'auto')
              }
              className={selectClasses}
            >
              {FORMATS.map((value) => (
                <option key={value} value={value}>
                  {t(`player.formats.${value}`)}
                </option>
              ))}
            </select>
          )}
        </>
      }
    />
  );
}
