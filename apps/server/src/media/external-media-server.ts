import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { Recording } from './broadcast-recordings';
import type { IngestStats, MediaServer, PlaybackUrls, PublishHandler } from './media-server';
import { STREAM_APP, verifyStreamSignature } from './stream-signature';

export interface ExternalMediaOptions {
  /** The OBS "Server" part, e.g. rtmp://ingest.example.com/live. */
  publicRtmpUrl: string;
  /**
   * Playback URL templates with `{room}` (the room id) or `{key}` (the stream's name on the media
   * server: with `{key}`, streams are pushed under their room id, so it is the room id too).
   */
  flvUrlTemplate: string | undefined;
  hlsUrlTemplate: string | undefined;
  /** The media server calls our hooks with `?secret=<this>`. */
  hookSecret: string;
  secret: string;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/** What SRS (JSON) and nginx-rtmp (form fields) send to an on_publish / on_unpublish hook. */
interface HookBody {
  app?: string;
  stream?: string;
  name?: string;
  param?: string;
  sign?: string;
  key?: string;
}

/**
 * An external media server (SRS, nginx-rtmp) does the ingest and calls our hooks:
 * `POST /media/hooks/on_publish` and `/media/hooks/on_unpublish`. We answer 200 `{"code":0}` to
 * accept (SRS wants code 0, nginx-rtmp any 2xx) and 403 to refuse. The signature scheme is the
 * embedded one. A media server names a stream by what is pushed, and a playback template with
 * `{key}` would show that name to every viewer: so with such a template, streams are pushed
 * under their room id with the key as a parameter (`<room>?key=<key>&sign=…`), and no playback
 * URL ever carries a stream key. Without `{key}` (say `{room}` templates pointing at an embedded
 * ingest), push URLs keep the embedded form `<key>?sign=…`.
 */
export class ExternalMediaServer implements MediaServer {
  readonly kind = 'external' as const;
  readonly hlsAvailable: boolean;
  private handler: PublishHandler | null = null;
  private readonly now: () => number;
  /** Streams are pushed under their room id (a playback template names the stream). */
  readonly publishesByRoom: boolean;

  constructor(private readonly options: ExternalMediaOptions) {
    this.hlsAvailable = options.hlsUrlTemplate !== undefined;
    this.now = options.now ?? Date.now;
    this.publishesByRoom = [options.flvUrlTemplate, options.hlsUrlTemplate].some(
      (template) => template?.includes('{key}') ?? false,
    );
  }

  async start(handler: PublishHandler): Promise<void> {
    this.handler = handler;
  }

  async close(): Promise<void> {}

  pushServerUrl(): string {
    return this.options.publicRtmpUrl;
  }

  /** Never the stream key: `{key}` is the stream's name, which is its room id (see above). */
  playbackUrls(roomId: number): PlaybackUrls {
    const fill = (template: string | undefined) =>
      template?.replaceAll('{key}', String(roomId)).replaceAll('{room}', String(roomId)) ?? null;
    return { flv: fill(this.options.flvUrlTemplate), hls: fill(this.options.hlsUrlTemplate) };
  }

  pushStreamName(streamKey: string, roomId: number, sign: string): string {
    return this.publishesByRoom
      ? `${roomId}?key=${streamKey}&sign=${sign}`
      : `${streamKey}?sign=${sign}`;
  }

  /** External servers are told to drop a publisher through their own API; out of our reach. */
  cut(): void {}

  /** An external server records (or not) on its own: its replays are not ours to make. */
  finishRecording(): Promise<Recording | null> {
    return Promise.resolve(null);
  }

  /** The external server's own statistics page tells its streams' health; we see none. */
  ingestStats(): IngestStats[] {
    return [];
  }

  registerHooks(app: FastifyInstance): void {
    void app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.post<{ Querystring: { secret?: string }; Body: HookBody }>(
        '/media/hooks/on_publish',
        async (request, reply) => {
          if (!this.hookAllowed(request.query.secret)) return refuse(reply, 'bad hook secret');
          const { streamName, streamKey, sign } = readHook(request.body);
          if (!streamName || !streamKey) return refuse(reply, 'no stream or no key');
          // Pushed under the key while playback names the stream: the key would be public.
          if (this.publishesByRoom && streamName === streamKey) {
            return refuse(reply, 'push under the room id (copy the push URL again)');
          }
          const verdict = verifyStreamSignature(
            streamKey,
            sign,
            this.options.secret,
            Math.floor(this.now() / 1000),
          );
          if (verdict !== 'valid') return refuse(reply, `signature ${verdict}`);
          const room = await this.handler?.authorize(streamKey);
          if (!room) return refuse(reply, 'unknown stream key');
          if (streamName !== streamKey && streamName !== String(room.roomId)) {
            return refuse(reply, "not this key's room");
          }
          await this.handler?.published(room.roomId);
          return reply.send({ code: 0 });
        },
      );
      scope.post<{ Querystring: { secret?: string }; Body: HookBody }>(
        '/media/hooks/on_unpublish',
        async (request, reply) => {
          if (!this.hookAllowed(request.query.secret)) return refuse(reply, 'bad hook secret');
          const { streamName, streamKey } = readHook(request.body);
          const room = streamKey ? await this.handler?.authorize(streamKey) : null;
          if (room) await this.handler?.unpublished(room.roomId);
          // A server that does not repeat the push parameters names the room only.
          else if (this.publishesByRoom && streamName && /^\d{1,12}$/.test(streamName)) {
            await this.handler?.unpublished(Number(streamName));
          }
          return reply.send({ code: 0 });
        },
      );
    });
  }

  private hookAllowed(given: string | undefined): boolean {
    const expected = Buffer.from(this.options.hookSecret);
    const actual = Buffer.from(given ?? '');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

/**
 * The pushed stream's name, its key (a `key` parameter, or the name itself in the embedded
 * form) and signature, from SRS (JSON, the query in `param`) or nginx-rtmp (form fields).
 */
function readHook(body: HookBody | undefined): {
  streamName: string | null;
  streamKey: string | null;
  sign?: string;
} {
  if (!body || (body.app !== undefined && body.app !== STREAM_APP)) {
    return { streamName: null, streamKey: null };
  }
  const streamName = body.stream ?? body.name ?? null;
  const params = new URLSearchParams((body.param ?? '').replace(/^\?/, ''));
  const streamKey = body.key ?? params.get('key') ?? streamName;
  return { streamName, streamKey, sign: body.sign ?? params.get('sign') ?? undefined };
}

function refuse(reply: FastifyReply, reason: string) {
  return reply.code(403).send({ code: 1, msg: reason });
}
