import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import { createStorage } from '../../platform/storage/create-storage';
import { UploadsRepository } from './uploads.repository';
import { registerUploadRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';

export type UploadsDeps = Pick<Platform, 'config' | 'database' | 'secrets' | 'rateLimiter'>;

/** Signed upload tokens and `POST /api/Upload/file`, stored on disk (`data/uploads`) or S3. */
export async function installUploads(
  app: FastifyInstance,
  deps: UploadsDeps,
): Promise<UploadsService> {
  const uploadsDir = path.join(deps.config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const uploads = new UploadsService(new UploadsRepository(deps.database.db), {
    db: deps.database.db,
    storage: createStorage(deps.config, uploadsDir),
    key: deps.secrets.keyFor('upload-token'),
    rateLimiter: deps.rateLimiter,
  });
  await registerUploadRoutes(app, { uploads, uploadsDir });
  return uploads;
}
