import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import Context from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';
import { BroadcastRecordings, type Recording } from './broadcast-recordings';
import { HlsWriter } from './hls-writer';
import type { IngestStats, MediaServer, PlaybackUrls, PublishHandler } from './media-server';
import { STREAM_APP, verifyStreamSignature } from './stream-signature';
import { StreamMeter } from './stream-meter';

type NmsSession = (typeof Context)['sessions'] extends Map<string, infer S> ? S : never;

export interface EmbeddedMediaOptions {
  rtmpHost: string;
  rtmpPort: number;
  /** What push URLs show, e.g. rtmp://live.example.com:1935/live; from the request host if unset. */
  publicRtmpUrl: string | undefined;
  secret: string;
  /** How long a dropped publisher may reconnect before the broadcast counts as stopped. */
  reconnectGraceMs: number;
  /**
   * Set when ffmpeg is installed: HLS is written to `rootDir`, and broadcasts are recorded in
   * `recordingsDir` when it is set.
   */
  hls: { ffmpegPath: string; rootDir: string; recordingsDir: string | null } | null;
  logger: FastifyBaseLogger;
  now?: () => number;
}

interface ActiveStream {
  roomId: number;
  streamKey: string;
  session: NmsSession;
}

/** Reconnects count over this long. */
const RECONNECT_MEMORY_MS = 10 * 60_000;

/** Addresses of this machine: 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Viewers play over HTTP-FLV and HLS on the main port; RTMP play is only for our own HLS writer
 * (ffmpeg on this machine). A play request from anywhere else ends the connection before
 * node-media-server subscribes it. Publishing is unaffected (it needs a signature).
 */
export function refusePlayFromOutside(
  session: RtmpSession,
  socket: Socket,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): void {
  if (isLoopbackAddress(socket.remoteAddress)) return;
  session.onPlay = () => {
    logger.warn({ address: socket.remoteAddress }, 'refused an RTMP play from outside');
    socket.destroy();
  };
}

/** node-media-server keeps its state in a module-level context: one ingest per process. */
let runningInstance: object | null = null;

/**
 * node-media-server's RTMP and FLV sessions on our own listener and routes: RTMP on its own
 * port, HTTP-FLV and HLS on the main HTTP server (one origin for the player). Pushes need a
 * valid signature (checked by node-media-server before it accepts the publisher, and by us) and
 * a stream key the live module knows; anything else is cut.
 */
export class EmbeddedMediaServer implements MediaServer {
  readonly kind = 'embedded' as const;
  readonly hlsAvailable: boolean;
  private server: Server | null = null;
  private handler: PublishHandler | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly byRoom = new Map<number, ActiveStream>();
  /** Each RTMP connection's packet meter, by session id. */
  private readonly meters = new Map<string, StreamMeter>();
  /** When each room's stream was admitted, over the last ten minutes. */
  private readonly publishes = new Map<number, number[]>();
  private readonly hlsWriter: HlsWriter | null;
  private readonly recordings: BroadcastRecordings | null;
  private readonly now: () => number;
  private boundPort = 0;
  /** Who holds the process's one ingest slot. */
  private readonly token = {};

  constructor(private readonly options: EmbeddedMediaOptions) {
    this.hlsAvailable = options.hls !== null;
    this.now = options.now ?? Date.now;
    const recordingsDir = options.hls?.recordingsDir;
    this.recordings = recordingsDir
      ? new BroadcastRecordings({ rootDir: recordingsDir, logger: options.logger, now: this.now })
      : null;
    this.hlsWriter = options.hls
      ? new HlsWriter({ ...options.hls, recordings: this.recordings, logger: options.logger })
      : null;
  }

  async start(handler: PublishHandler): Promise<void> {
    if (runningInstance) throw new Error('an embedded media server already runs in this process');
    runningInstance = this.token;
    this.handler = handler;
    // Its console lines go to our log at debug level; refusals are logged by us with reasons.
    nmsLogger.log = (message: string) => this.options.logger.debug({ nms: message }, 'media');
    Context.config = { auth: { publish: true, play: false, secret: this.options.secret } };
    Context.eventEmitter.on('postPublish', this.onPostPublish);
    Context.eventEmitter.on('donePublish', this.onDonePublish);
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.rtmpPort, this.options.rtmpHost, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    this.boundPort = typeof address === 'object' && address ? address.port : 0;
    this.options.logger.info({ port: this.boundPort }, 'RTMP ingest listening');
  }

  async close(): Promise<void> {
    if (runningInstance !== this.token) return;
    Context.eventEmitter.off('postPublish', this.onPostPublish);
    Context.eventEmitter.off('donePublish', this.onDonePublish);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    await this.hlsWriter?.stopAll();
    this.byRoom.clear();
    Context.broadcasts.clear();
    Context.sessions.clear();
    runningInstance = null;
  }

  pushServerUrl(requestHost: string): string {
    return this.options.publicRtmpUrl ?? `rtmp://${requestHost}:${this.boundPort}/${STREAM_APP}`;
  }

  playbackUrls(roomId: number): PlaybackUrls {
    return {
      flv: `/${STREAM_APP}/${roomId}.flv`,
      hls: this.hlsWriter ? `/${STREAM_APP}/${roomId}/index.m3u8` : null,
    };
  }

  pushStreamName(streamKey: string, _roomId: number, sign: string): string {
    return `${streamKey}?sign=${sign}`;
  }

  /** The stream path of a room's accepted publisher, for the FLV route. */
  streamPathOf(roomId: number): string | null {
    const active = this.byRoom.get(roomId);
    return active ? active.session.streamPath : null;
  }

  hlsDirectoryOf(roomId: number): string | null {
    return this.hlsWriter && this.byRoom.has(roomId) ? this.hlsWriter.directoryOf(roomId) : null;
  }

  cut(roomId: number): void {
    const active = this.byRoom.get(roomId);
    if (active) this.drop(active.session);
  }

  ingestStats(): IngestStats[] {
    const now = this.now();
    return [...this.byRoom.values()].map(({ roomId, session }) => ({
      roomId,
      inBytes: session.inBytes,
      width: session.videoWidth || 0,
      height: session.videoHeight || 0,
      fps: Math.round(session.videoFramerate || 0),
      measure: this.meters.get(session.id)?.measure(now) ?? null,
      reconnects: this.reconnectsOf(roomId, now),
    }));
  }

  /** Publishes of the room after its first in the last ten minutes. */
  private reconnectsOf(roomId: number, now: number): number {
    const recent = (this.publishes.get(roomId) ?? []).filter(
      (at) => at > now - RECONNECT_MEMORY_MS,
    );
    this.publishes.set(roomId, recent);
    return Math.max(0, recent.length - 1);
  }

  /** The room's streams are not recorded (the demo room's endless test pattern). */
  excludeFromRecording(roomId: number): void {
    this.hlsWriter?.excludeFromRecording(roomId);
  }

  async finishRecording(
    roomId: number,
    broadcastId: number,
    since: number,
  ): Promise<Recording | null> {
    if (!this.recordings || !this.hlsWriter) return null;
    // The broadcast is over: its ffmpeg (if the stream had not stopped already) closes the
    // recording before the parts are taken.
    await this.hlsWriter.stop(roomId);
    return this.recordings.claim(roomId, broadcastId, since);
  }

  private accept(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    const session = new RtmpSession(socket);
    refusePlayFromOutside(session, socket, this.options.logger);
    session.run();
    // Every packet passes the meter on its way to the broadcast (stream health, issue 25);
    // `run()` is what sets the parser's callbacks.
    const meter = new StreamMeter();
    this.meters.set(session.id, meter);
    socket.on('close', () => this.meters.delete(session.id));
    const deliver = session.rtmp.onPacketCallback;
    session.rtmp.onPacketCallback = (packet) => {
      meter.observe(
        {
          video: packet.codec_type === 9 && (packet.flags === 3 || packet.flags === 4),
          keyframe: packet.flags === 3,
          dtsMs: packet.dts,
        },
        this.now(),
      );
      deliver(packet);
    };
  }

  /** Ends a publisher now, without the reconnect grace. */
  private drop(session: NmsSession): void {
    session.broadcast.publishGraceMs = 0;
    session.socket?.destroy();
  }

  // node-media-server emits postPublish before its own signature check and before it refuses a
  // second publisher; a push we would not accept is left for it to refuse.
  private readonly onPostPublish = (session: NmsSession): void => {
    if (session.protocol !== 'rtmp' || session.streamApp !== STREAM_APP) return;
    const verdict = verifyStreamSignature(
      session.streamName,
      session.streamQuery?.sign,
      this.options.secret,
      Math.floor(this.now() / 1000),
    );
    if (verdict !== 'valid') {
      this.options.logger.warn({ stream: session.streamName, verdict }, 'refused an RTMP push');
      return;
    }
    if (session.broadcast.publisher !== null) return;
    session.broadcast.publishGraceMs = this.options.reconnectGraceMs;
    void this.admit(session);
  };

  private async admit(session: NmsSession): Promise<void> {
    const handler = this.handler;
    if (!handler) return;
    let room: { roomId: number } | null;
    try {
      room = await handler.authorize(session.streamName);
    } catch (error) {
      this.options.logger.error({ err: error }, 'could not check a stream key');
      room = null;
    }
    if (!room) {
      this.options.logger.warn(
        { stream: session.streamName },
        'refused a push: unknown stream key',
      );
      this.drop(session);
      return;
    }
    // It may have gone while we looked the key up.
    if (session.broadcast.publisher !== session || session.socket?.destroyed) return;
    const previous = this.byRoom.get(room.roomId);
    if (previous && previous.session !== session) this.drop(previous.session);
    this.byRoom.set(room.roomId, { roomId: room.roomId, streamKey: session.streamName, session });
    this.publishes.set(room.roomId, [...(this.publishes.get(room.roomId) ?? []), this.now()]);
    if (this.hlsWriter) {
      const source = `rtmp://127.0.0.1:${this.boundPort}${session.streamPath}`;
      await this.hlsWriter.start(room.roomId, source);
    }
    await handler.published(room.roomId);
  }

  private readonly onDonePublish = (session: NmsSession): void => {
    for (const active of this.byRoom.values()) {
      if (active.session !== session) continue;
      this.byRoom.delete(active.roomId);
      // The stream stopped for good: its players (our HLS writer, FLV viewers) are let go, so
      // the writer reads the end of the stream and closes the recording's last segment.
      for (const subscriber of session.broadcast.subscribers.values()) subscriber.close();
      void (async () => {
        await this.hlsWriter?.stop(active.roomId);
        await this.handler?.unpublished(active.roomId);
      })().catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'could not end a stopped broadcast'),
      );
    }
  };
}
