import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { parseMediaPlaylist, playlistSeconds, type PlaylistSegment } from './vod-playlist';

/** One ffmpeg run's segments: a broadcast has several when the encoder reconnected. */
export interface RecordedPart {
  /** Its folder inside the recording's (`part0`, …). */
  name: string;
  /** When ffmpeg started reading the stream (epoch ms). */
  startedAt: number;
  /** Segments with addresses relative to the recording's folder (`part0/seg00000.ts`). */
  segments: PlaylistSegment[];
  seconds: number;
}

/** A finished broadcast's recording, in a folder of its own. */
export interface Recording {
  dir: string;
  parts: RecordedPart[];
  seconds: number;
}

/** Parts older than the broadcast by more than this are leftovers of an earlier one. */
const START_SLACK_MS = 10_000;

/**
 * Where broadcasts are recorded while live: `rooms/<room>/<start ms>/` holds one ffmpeg run's
 * event playlist and segments; when the broadcast ends, its parts move to
 * `broadcasts/<broadcast>/part<n>/` for the replay to be made from.
 */
export class BroadcastRecordings {
  constructor(
    private readonly options: {
      rootDir: string;
      logger: Pick<FastifyBaseLogger, 'warn'>;
      now?: () => number;
    },
  ) {}

  private roomDir(roomId: number): string {
    return path.join(this.options.rootDir, 'rooms', String(roomId));
  }

  /** A new folder for a run of the room's stream. */
  async newPart(roomId: number): Promise<string> {
    const dir = path.join(this.roomDir(roomId), String(this.options.now?.() ?? Date.now()));
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /**
   * Takes the room's parts recorded since `since` (epoch ms) as the broadcast's recording;
   * leftovers from before are deleted. Null when nothing was recorded.
   */
  async claim(roomId: number, broadcastId: number, since: number): Promise<Recording | null> {
    const names = await readdir(this.roomDir(roomId)).catch(() => [] as string[]);
    const starts = names
      .map(Number)
      .filter(Number.isSafeInteger)
      .sort((a, b) => a - b);
    const dir = path.join(this.options.rootDir, 'broadcasts', String(broadcastId));
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const parts: RecordedPart[] = [];
    let moved = 0;
    for (const start of starts) {
      const from = path.join(this.roomDir(roomId), String(start));
      if (start < since - START_SLACK_MS) {
        this.options.logger.warn(
          { roomId, start },
          'deleted a recording left from an earlier broadcast',
        );
        await rm(from, { recursive: true, force: true });
        continue;
      }
      const name = `part${moved}`;
      moved += 1;
      await rename(from, path.join(dir, name));
      const segments = await readPart(path.join(dir, name), name);
      if (segments.length > 0) {
        parts.push({ name, startedAt: start, segments, seconds: playlistSeconds(segments) });
      }
    }
    if (parts.length === 0) {
      await rm(dir, { recursive: true, force: true });
      return null;
    }
    return { dir, parts, seconds: parts.reduce((sum, part) => sum + part.seconds, 0) };
  }
}

/** A part's segments from its playlist (none if ffmpeg never wrote one). */
async function readPart(dir: string, name: string): Promise<PlaylistSegment[]> {
  const text = await readFile(path.join(dir, 'index.m3u8'), 'utf8').catch(() => '');
  return parseMediaPlaylist(text)
    .filter((segment) => /^[\w.-]+$/.test(segment.uri))
    .map((segment) => ({ uri: `${name}/${segment.uri}`, seconds: segment.seconds }));
}
