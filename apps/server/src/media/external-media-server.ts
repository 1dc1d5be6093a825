import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { MediaServer, PlaybackUrls, PublishHandler } from './media-server';
import { STREAM_APP, verifyStreamSignature } from './stream-signature';

export interface ExternalMediaOptions {
  /** The OBS "Server" part, e.g. rtmp://ingest.example.com/live. */
  publicRtmpUrl: string;
  /** Playback URL templates with `{key}` (the stream name) and `{room}`. */
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
}

/**
 * An external media server (SRS, nginx-rtmp) does the ingest and calls our hooks:
 * `POST /media/hooks/on_publish` and `/media/hooks/on_unpublish`. We answer 200 `{"code":0}` to
 * accept (SRS wants code 0, nginx-rtmp any 2xx) and 403 to refuse. The signature scheme is the
 * embedded one, so push URLs look the same whichever server ingests.
 */
export class ExternalMediaServer implements MediaServer {
  readonly kind = 'external' as const;
  readonly hlsAvailable: boolean;
  private handler: PublishHandler | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ExternalMediaOptions) {
    this.hlsAvailable = options.hlsUrlTemplate !== undefined;
    this.now = options.now ?? Date.now;
  }

  async start(handler: PublishHandler): Promise<void> {
    this.handler = handler;
  }

  async close(): Promise<void> {}

  pushServerUrl(): string {
    return this.options.publicRtmpUrl;
  }

  playbackUrls(roomId: number, streamKey: string): PlaybackUrls {
    const fill = (template: string | undefined) =>
      template?.replaceAll('{key}', streamKey).replaceAll('{room}', String(roomId)) ?? null;
    return { flv: fill(this.options.flvUrlTemplate), hls: fill(this.options.hlsUrlTemplate) };
  }

  /** External servers are told to drop a publisher through their own API; out of our reach. */
  cut(): void {}

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
          const { streamKey, sign } = readHook(request.body);
          if (!streamKey) return refuse(reply, 'no stream');
          const verdict = verifyStreamSignature(
            streamKey,
            sign,
            this.options.secret,
            Math.floor(this.now() / 1000),
          );
          if (verdict !== 'valid') return refuse(reply, `signature ${verdict}`);
          const room = await this.handler?.authorize(streamKey);
          if (!room) return refuse(reply, 'unknown stream key');
          await this.handler?.published(room.roomId);
          return reply.send({ code: 0 });
        },
      );
      scope.post<{ Querystring: { secret?: string }; Body: HookBody }>(
        '/media/hooks/on_unpublish',
        async (request, reply) => {
          if (!this.hookAllowed(request.query.secret)) return refuse(reply, 'bad hook secret');
          const { streamKey } = readHook(request.body);
          const room = streamKey ? await this.handler?.authorize(streamKey) : null;
          if (room) await this.handler?.unpublished(room.roomId);
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

function readHook(body: HookBody | undefined): { streamKey: string | null; sign?: string } {
  if (!body || (body.app !== undefined && body.app !== STREAM_APP)) return { streamKey: null };
  const streamKey = body.stream ?? body.name ?? null;
  const fromParam = body.param
    ? new URLSearchParams(body.param.replace(/^\?/, '')).get('sign')
    : null;
  return { streamKey, sign: body.sign ?? fromParam ?? undefined };
}

function refuse(reply: FastifyReply, reason: string) {
  return reply.code(403).send({ code: 1, msg: reason });
}
