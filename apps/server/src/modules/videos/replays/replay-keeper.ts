import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Recording } from '../../../media/broadcast-recordings';
import type { MediaServer } from '../../../media/media-server';
import { vodPlaylist } from '../../../media/vod-playlist';
import type { AppEvents } from '../../../platform/events/app-events';
import type { VideoMediaStore } from '../transcoding/video-media-store';
import type { VideosRepository } from '../videos.repository';
import { chaptersOf, type BroadcastMark } from './replay-chapters';

/** Shorter recordings are a false start (a test push, a reconnecting encoder), not a replay. */
export const MIN_REPLAY_SECONDS = 10;
const TITLE_MAX = 60;

export type BroadcastEnded = AppEvents['live.broadcastEnded'];

export interface ReplayKeeperDeps {
  media: Pick<MediaServer, 'finishRecording'>;
  marksOf(broadcastId: number): Promise<BroadcastMark[]>;
  repository: VideosRepository;
  store: VideoMediaStore;
  /** Writes a poster frame of a segment; a failure's text, or null. */
  poster(input: string, output: string, atSeconds: number): Promise<string | null>;
  logger: FastifyBaseLogger;
}

/**
 * Every broadcast kept as a replay: when it ends, its recorded segments (copied from the
 * ingest, never re-encoded) are joined into one VOD playlist with a poster, published through
 * the media store, and listed as the streamer's video with the match's goals as chapters.
 * A sealed room's broadcast is kept taken down, for operators to review.
 */
export class ReplayKeeper {
  constructor(private readonly deps: ReplayKeeperDeps) {}

  /** Makes the broadcast's replay; its id, or null when there is nothing to keep. */
  async keep(ended: BroadcastEnded): Promise<number | null> {
    const recording = await this.deps.media.finishRecording(
      ended.roomId,
      ended.broadcastId,
      ended.startedAt,
    );
    if (!recording) return null;
    try {
      if (recording.seconds < MIN_REPLAY_SECONDS) {
        this.deps.logger.info(
          { broadcastId: ended.broadcastId, seconds: recording.seconds },
          'broadcast too short to keep as a replay',
        );
        return null;
      }
      const existing = await this.deps.repository.byBroadcast(ended.broadcastId);
      if (existing) return existing.id;
      return await this.publish(ended, recording);
    } finally {
      await rm(recording.dir, { recursive: true, force: true });
    }
  }

  private async publish(ended: BroadcastEnded, recording: Recording): Promise<number> {
    const started = Date.now();
    const chapters = chaptersOf(await this.deps.marksOf(ended.broadcastId), recording.parts);
    const hasPoster = await this.closeFolder(recording);
    const categoryId = await this.deps.repository.categoryIdByPurpose('replays');
    const id = await this.deps.repository.insertReplay({
      userId: ended.anchorId,
      kind: 'replay',
      title: (ended.title.trim() || 'Live').slice(0, TITLE_MAX),
      categoryId,
      coverPath: ended.cover,
      status: 'processing',
      broadcastId: ended.broadcastId,
      matchId: ended.matchId,
      durationSeconds: Math.round(recording.seconds),
      chapters,
    });
    try {
      const base = await this.deps.store.publish(id, recording.dir);
      await this.deps.repository.update(id, {
        hlsPath: `${base}/index.m3u8`,
        posterPath: hasPoster ? `${base}/poster.jpg` : '',
        status: ended.reason === 'sealed' ? 'unpublished' : 'ready',
      });
    } catch (error) {
      await this.deps.repository.update(id, {
        status: 'failed',
        failure: 'video.processingFailed',
      });
      throw error;
    }
    this.deps.logger.info(
      {
        videoId: id,
        broadcastId: ended.broadcastId,
        seconds: Math.round(recording.seconds),
        chapters: chapters.length,
        publishMs: Date.now() - started,
      },
      'broadcast kept as a replay',
    );
    return id;
  }

  /**
   * Writes the VOD playlist and poster beside the segments; the parts' own playlists go.
   * Answers whether there is a poster.
   */
  private async closeFolder(recording: Recording): Promise<boolean> {
    await writeFile(
      path.join(recording.dir, 'index.m3u8'),
      vodPlaylist(recording.parts.map((part) => part.segments)),
    );
    for (const part of recording.parts) {
      await rm(path.join(recording.dir, part.name, 'index.m3u8'), { force: true });
    }
    // A frame a third of the way into the first part: past the streamer's opening card.
    const first = recording.parts[0];
    const segment = first?.segments[Math.floor(first.segments.length / 3)];
    if (!segment) return false;
    const failure = await this.deps.poster(
      path.join(recording.dir, segment.uri),
      path.join(recording.dir, 'poster.jpg'),
      0,
    );
    if (failure !== null) this.deps.logger.warn({ failure }, 'no poster for a replay');
    return failure === null;
  }
}
