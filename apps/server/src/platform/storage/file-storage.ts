import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The embedded default writes under DATA_DIR/uploads and the server
 * serves them at /uploads/…; an S3-compatible store implements the same interface.
 */
export interface FileStorage {
  /** Stores bytes under a fresh unguessable name; returns the public path (/uploads/…). */
  save(bytes: Buffer, extension: string, now: Date): Promise<string>;
}

export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  async save(bytes: Buffer, extension: string, now: Date): Promise<string> {
    const year = String(now.getUTCFullYear());
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    const folder = path.join(this.root, year, month);
    await mkdir(folder, { recursive: true });
    // `wx`: never overwrite, even in the astronomically unlikely case of a name clash.
    await writeFile(path.join(folder, name), bytes, { flag: 'wx', mode: 0o644 });
    return `/uploads/${year}/${month}/${name}`;
  }
}
