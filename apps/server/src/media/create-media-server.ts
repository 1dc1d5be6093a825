import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../platform/config/config';
import { EmbeddedMediaServer } from './embedded-media-server';
import { ExternalMediaServer } from './external-media-server';
import { ffmpegAvailable } from './hls-writer';
import { registerEmbeddedPlaybackRoutes } from './media.routes';
import { NoMediaServer, type MediaServer } from './media-server';

/** The media server MEDIA_SERVER asks for, with its playback routes or hooks on `app`. */
export function createMediaServer(
  app: FastifyInstance,
  config: Config,
  options: { pushSecret: string; logger: FastifyBaseLogger },
): MediaServer {
  const { media } = config;
  if (media.server === 'off') return new NoMediaServer();
  if (media.server === 'external') {
    const external = new ExternalMediaServer({
      publicRtmpUrl: media.publicRtmpUrl ?? '',
      flvUrlTemplate: media.flvUrlTemplate,
      hlsUrlTemplate: media.hlsUrlTemplate,
      hookSecret: media.hookSecret ?? '',
      secret: options.pushSecret,
      logger: options.logger,
    });
    external.registerHooks(app);
    return external;
  }
  const hls = media.hls && ffmpegAvailable(media.ffmpegPath);
  if (media.hls && !hls) {
    options.logger.warn(
      'ffmpeg not found: live rooms play as HTTP-FLV only (no HLS for iPhones). Install ffmpeg or set FFMPEG_PATH.',
    );
  }
  const embedded = new EmbeddedMediaServer({
    rtmpHost: config.host,
    rtmpPort: media.rtmpPort,
    publicRtmpUrl: media.publicRtmpUrl,
    secret: options.pushSecret,
    reconnectGraceMs: media.reconnectGraceMs,
    hls: hls
      ? {
          ffmpegPath: media.ffmpegPath,
          rootDir: path.join(config.dataDir, 'media/hls'),
          recordingsDir: media.recordBroadcasts
            ? path.join(config.dataDir, 'media/recordings')
            : null,
        }
      : null,
    logger: options.logger,
  });
  registerEmbeddedPlaybackRoutes(app, embedded);
  return embedded;
}
