import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { Card } from '../../shared/ui/Surface';
import { type FormatChoice, LivePlayer, type PlaybackEngine, type StreamSources } from '../live';
import { readVideoStats, type VideoStats } from './video-stats';

const FORMATS: readonly FormatChoice[] = ['auto', 'flv', 'hls'];
const STATS_INTERVAL_MS = 1_000;

/**
 * Which sources a pasted URL stands for. "auto" goes by the extension (.flv or .m3u8); an
 * unknown one is tried as FLV first, then as HLS.
 */
export function sourcesFor(url: string, format: FormatChoice): StreamSources {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  switch (format) {
    case 'flv':
      return { flv: url, hls: null };
    case 'hls':
      return { flv: null, hls: url };
    case 'auto':
      return {
        flv: path.endsWith('.m3u8') ? null : url,
        hls: path.endsWith('.flv') ? null : url,
      };
  }
}

/**
 * The player test page (/new_file, spec §2 "test pages"): paste a stream URL, pick FLV, HLS or
 * auto, play it with the live room's player, and watch resolution, frames, buffer, latency and
 * bitrate.
 */
export function PlayerTestPage() {
  const { t } = useTranslation('live');
  const [params] = useSearchParams();
  const [url, setUrl] = useState(params.get('url') ?? '');
  const [format, setFormat] = useState<FormatChoice>('auto');
  const [playing, setPlaying] = useState<{ url: string; format: FormatChoice } | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  const engine = useRef<PlaybackEngine | null>(null);
  const [stats, setStats] = useState<VideoStats | null>(null);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (video.current) setStats(readVideoStats(video.current, engine.current));
    }, STATS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) return;
    setStats(null);
    setPlaying({ url: trimmed, format });
  };

  const seconds = (value: number) => t('playerTest.seconds', { value: value.toFixed(2) });
  const orDash = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : String(value);
  const rows: [string, string][] = stats
    ? [
        [
          t('playerTest.stats.engine'),
          stats.engine ? t(`playerTest.engines.${stats.engine}`) : '—',
        ],
        [
          t('playerTest.stats.resolution'),
          stats.width > 0 ? `${stats.width} × ${stats.height}` : '—',
        ],
        [t('playerTest.stats.currentTime'), seconds(stats.currentTime)],
        [t('playerTest.stats.decoded'), orDash(stats.decodedFrames)],
        [t('playerTest.stats.dropped'), orDash(stats.droppedFrames)],
        [t('playerTest.stats.buffer'), seconds(stats.bufferAhead)],
        [t('playerTest.stats.latency'), seconds(stats.latency)],
        [
          t('playerTest.stats.bitrate'),
          stats.bitrateKbps === null ? '—' : t('playerTest.kbps', { value: stats.bitrateKbps }),
        ],
      ]
    : [];

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('playerTest.title')}</h1>
      <p className="text-sm text-slate-600">{t('playerTest.intro')}</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label={t('playerTest.url')}
            placeholder="/live/12.flv"
            value={url}
            data-testid="player-test-url"
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">{t('player.format')}</legend>
          {FORMATS.map((value) => (
            <label key={value} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name="player-test-format"
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
              />
              {t(`player.formats.${value}`)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" data-testid="player-test-play" disabled={!url.trim()}>
          {t('playerTest.play')}
        </Button>
      </form>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="overflow-hidden rounded-xl">
          {playing ? (
            <LivePlayer
              key={`${playing.url}|${playing.format}`}
              sources={sourcesFor(playing.url, playing.format)}
              format={playing.format}
              videoRef={video}
              onEngine={(current) => {
                engine.current = current;
              }}
            />
          ) : (
            <div className="flex aspect-video items-center justify-center bg-slate-900 px-6 text-center text-white/80">
              {t('playerTest.idle')}
            </div>
          )}
        </div>
        <Card title={t('playerTest.statsTitle')}>
          {rows.length === 0 ? (
            <p className="text-sm text-slate-500">{t('playerTest.noStats')}</p>
          ) : (
            <dl
              className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
              data-testid="player-test-stats"
            >
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
      </div>
    </div>
  );
}
