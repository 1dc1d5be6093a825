import type { StreamMeasure } from './stream-meter';
import type { Recording } from './broadcast-recordings';

/**
 * The media side of live rooms (architecture "media/"): RTMP ingest, signed push URLs, publish
 * hooks and playback URLs. It knows stream keys, not rooms: the live module answers who may
 * publish (`authorize`) and hears when a room's video starts and stops.
 */
export interface PublishHandler {
  /** The room this stream key belongs to, or null to refuse the push (unknown or reset key). */
  authorize(streamKey: string): Promise<{ roomId: number } | null>;
  published(roomId: number): Promise<void>;
  unpublished(roomId: number): Promise<void>;
}

/** What the ingest sees of a stream it receives now (stream health in the console). */
export interface IngestStats {
  roomId: number;
  /** Bytes received since the stream began (a rate comes from two readings). */
  inBytes: number;
  /** From the encoder's metadata; 0 when it sent none. */
  width: number;
  height: number;
  fps: number;
  /** What the stream's packets say (stream-meter.ts); null where the ingest cannot see them. */
  measure: StreamMeasure | null;
  /** Times this room's stream came back after dropping, in the last ten minutes. */
  reconnects: number;
}

export interface PlaybackUrls {
  flv: string | null;
  hls: string | null;
}

export interface MediaServer {
  readonly kind: 'embedded' | 'external' | 'off';
  /** Whether HLS is written (embedded: ffmpeg installed; external: a template is set). */
  readonly hlsAvailable: boolean;
  start(handler: PublishHandler): Promise<void>;
  close(): Promise<void>;
  /** The OBS "Server" part, e.g. rtmp://host:1935/live; `requestHost` fills in a missing host. */
  pushServerUrl(requestHost: string): string;
  playbackUrls(roomId: number, streamKey: string): PlaybackUrls;
  /**
   * The stream part of a push URL (OBS "Stream key"), given the key's signature: `<key>?sign=…`,
   * unless the server publishes streams under their room id (an external server whose playback
   * templates name the stream).
   */
  pushStreamName(streamKey: string, roomId: number, sign: string): string;
  /** Cuts the room's publisher (the streamer ended the broadcast, the key was reset, sealing). */
  cut(roomId: number): void;
  /**
   * The broadcast ended: closes the room's recording and hands over what was recorded since
   * `since` (epoch ms), or null when this server records nothing or nothing came.
   */
  finishRecording(roomId: number, broadcastId: number, since: number): Promise<Recording | null>;
  /**
   * The streams this instance receives now, with what the ingest sees of them; empty where
   * another server receives them (external: its statistics are its own).
   */
  ingestStats(): IngestStats[];
}

/** Media turned off (MEDIA_SERVER=off): rooms still list, nobody can push. */
export class NoMediaServer implements MediaServer {
  readonly kind = 'off' as const;
  readonly hlsAvailable = false;
  async start(): Promise<void> {}
  async close(): Promise<void> {}
  pushServerUrl(): string {
    return '';
  }
  playbackUrls(): PlaybackUrls {
    return { flv: null, hls: null };
  }
  pushStreamName(streamKey: string, _roomId: number, sign: string): string {
    return `${streamKey}?sign=${sign}`;
  }
  cut(): void {}
  finishRecording(): Promise<Recording | null> {
    return Promise.resolve(null);
  }
  ingestStats(): IngestStats[] {
    return [];
  }
}
