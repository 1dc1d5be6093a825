import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import FlvSession from 'node-media-server/src/session/flv_session.js';
import type { EmbeddedMediaServer } from './embedded-media-server';
import { STREAM_APP } from './stream-signature';

/** A viewer this far behind (bytes queued in its socket) is cut rather than buffered forever. */
const SLOW_VIEWER_LIMIT_BYTES = 8 * 1024 * 1024;

const HLS_FILE = /^(index\.m3u8|seg\d{1,9}\.ts)$/;

/** node-media-server's FLV session reads Express-style fields off the request. */
interface FlvRequest extends IncomingMessage {
  params: { app: string; name: string };
  hostname: string;
  query: Record<string, string>;
}

/**
 * Playback from the embedded media server on the main origin: `/live/<room>.flv` (HTTP-FLV)
 * and `/live/<room>/index.m3u8` with its segments (HLS).
 */
export function registerEmbeddedPlaybackRoutes(
  app: FastifyInstance,
  media: EmbeddedMediaServer,
): void {
  app.get<{ Params: { file: string } }>(`/${STREAM_APP}/:file`, async (request, reply) => {
    const match = /^(\d{1,12})\.flv$/.exec(request.params.file);
    const streamPath = match ? media.streamPathOf(Number(match[1])) : null;
    if (!streamPath) {
      return reply.code(404).header('cache-control', 'no-store').send('stream not live');
    }
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'video/x-flv',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    });
    const flvRequest = request.raw as FlvRequest;
    flvRequest.params = { app: STREAM_APP, name: streamPath.split('/')[2] ?? '' };
    flvRequest.hostname = request.hostname;
    flvRequest.query = {};
    const session = new FlvSession(flvRequest, response);
    const send = session.sendBuffer.bind(session);
    session.sendBuffer = (buffer: Buffer) => {
      if (response.writableLength > SLOW_VIEWER_LIMIT_BYTES) {
        request.log.info({ roomId: match?.[1] }, 'cut an FLV viewer that fell too far behind');
        response.destroy();
        return;
      }
      send(buffer);
    };
    session.run();
  });

  app.get<{ Params: { room: string; file: string } }>(
    `/${STREAM_APP}/:room/:file`,
    async (request, reply) => {
      const { room, file } = request.params;
      const dir = /^\d{1,12}$/.test(room) ? media.hlsDirectoryOf(Number(room)) : null;
      if (!dir || !HLS_FILE.test(file)) return reply.code(404).send('not found');
      const filePath = path.join(dir, file);
      try {
        const info = await stat(filePath);
        const playlist = file.endsWith('.m3u8');
        return reply
          .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
          .header('cache-control', playlist ? 'no-cache' : 'max-age=60')
          .header('content-length', info.size)
          .header('access-control-allow-origin', '*')
          .send(createReadStream(filePath));
      } catch {
        return reply.code(404).header('cache-control', 'no-store').send('not found');
      }
    },
  );
}
