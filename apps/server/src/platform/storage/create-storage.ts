import type { Config } from '../config/config';
import { LocalDiskStorage, type FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

/** S3-compatible storage when configured, else local disk under DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 's3'>, uploadsDir: string): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(uploadsDir);
}
