import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../platform/config/config';
import { S3Storage } from '../../../platform/storage/s3-storage';
import { LocalVideoMediaStore, S3VideoMediaStore, type VideoMediaStore } from './video-media-store';

/**
 * Where videos' HLS files live: the S3 bucket when uploads go there, else DATA_DIR/media/videos
 * served at `/media/videos/` (served in both cases: videos published before a move to S3 stay).
 */
export async function installMediaStore(
  app: FastifyInstance,
  config: Config,
): Promise<VideoMediaStore> {
  const videosDir = path.join(config.dataDir, 'media', 'videos');
  await mkdir(videosDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: videosDir,
    prefix: '/media/videos/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(response) {
      response.header('cache-control', 'public, max-age=86400');
    },
  });
  return config.s3
    ? new S3VideoMediaStore(new S3Storage(config.s3), fetch, app.log)
    : new LocalVideoMediaStore({ uploadsDir: path.join(config.dataDir, 'uploads'), videosDir });
}
