import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The embedded default writes under DATA_DIR/uploads and the server
 * serves them at /uploads/…; an S3-compatible store implements the same interface.
 */
export interface FileStorage {
  /** Stores bytes under a fresh unguessable name; returns its public URL or path. */
  save(bytes: Buffer, file: { extension: string; contentType: string }, now: Date): Promise<string>;
}

/** `uploads/2026/11/<32 hex>.png`: dated folders, a random name nobody can guess or collide with. */
export function newObjectKey(extension: string, now: Date): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `uploads/${year}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
}

export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  async save(bytes: Buffer, file: { extension: string }, now: Date): Promise<string> {
    const key = newObjectKey(file.extension, now);
    const target = path.join(this.root, ...key.split('/').slice(1));
    await mkdir(path.dirname(target), { recursive: true });
    // `wx`: never overwrite, even in the astronomically unlikely case of a name clash.
    await writeFile(target, bytes, { flag: 'wx', mode: 0o644 });
    return `/${key}`;
  }
}
