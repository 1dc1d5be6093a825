import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Storage } from '../../../platform/storage/s3-storage';

/**
 * Where the transcoder reads an upload and where a transcoded video's files go: the data
 * folder (served at `/media/videos/<id>/`) on the embedded default, the S3 bucket when uploads
 * go there.
 */
export interface VideoMediaStore {
  /** A local file holding the upload, and how to let it go. */
  openSource(sourcePath: string): Promise<{ file: string; dispose(): Promise<void> }>;
  /**
   * Publishes a folder of HLS files (a transcode, a replay); answers its public path or URL.
   * The folder may be moved away rather than copied.
   */
  publish(videoId: number, folder: string): Promise<string>;
  /** Deletes a video's published files (the owner deleted it). */
  remove(videoId: number): Promise<void>;
}

/** Uploads under DATA_DIR/uploads, transcoded videos under DATA_DIR/media/videos. */
export class LocalVideoMediaStore implements VideoMediaStore {
  constructor(private readonly dirs: { uploadsDir: string; videosDir: string }) {}

  openSource(sourcePath: string) {
    const relative = sourcePath.replace(/^\/uploads\//, '');
    const file = path.resolve(this.dirs.uploadsDir, relative);
    // Paths come from our own uploads table, but a path that climbs out is refused anyway.
    if (
      !sourcePath.startsWith('/uploads/') ||
      !file.startsWith(path.resolve(this.dirs.uploadsDir))
    ) {
      return Promise.reject(new Error(`not an upload of this server: ${sourcePath}`));
    }
    return Promise.resolve({ file, dispose: () => Promise.resolve() });
  }

  async publish(videoId: number, folder: string): Promise<string> {
    const target = this.folderOf(videoId);
    await rm(target, { recursive: true, force: true });
    await mkdir(path.dirname(target), { recursive: true });
    // A broadcast's hours of segments are moved, not copied, when they are on the same disk.
    await rename(folder, target).catch(() => cp(folder, target, { recursive: true }));
    return `/media/videos/${videoId}`;
  }

  async remove(videoId: number): Promise<void> {
    await rm(this.folderOf(videoId), { recursive: true, force: true });
  }

  private folderOf(videoId: number): string {
    return path.join(this.dirs.videosDir, String(videoId));
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};

/**
 * Uploads and transcoded videos in the S3 bucket (`media/videos/<id>/…`). A deleted video's
 * objects stay in the bucket (we keep no listing of them): operators delete the prefix or let
 * a lifecycle rule do it (docs/operators.md "Videos").
 */
export class S3VideoMediaStore implements VideoMediaStore {
  constructor(
    private readonly s3: S3Storage,
    private readonly fetchFile: typeof fetch = fetch,
    private readonly logger?: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  remove(videoId: number): Promise<void> {
    this.logger?.info({ prefix: `media/videos/${videoId}/` }, 'deleted video: objects left in S3');
    return Promise.resolve();
  }

  async openSource(sourcePath: string) {
    const response = await this.fetchFile(sourcePath);
    if (!response.ok) throw new Error(`reading ${sourcePath} answered ${response.status}`);
    const file = path.join(tmpdir(), `tifo-source-${randomBytes(8).toString('hex')}`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    return { file, dispose: () => rm(file, { force: true }) };
  }

  async publish(videoId: number, folder: string): Promise<string> {
    const files = await readdir(folder, { recursive: true, withFileTypes: true });
    let base = '';
    for (const entry of files) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const relative = path.relative(folder, full).split(path.sep).join('/');
      const url = await this.s3.put(
        `media/videos/${videoId}/${relative}`,
        await readFile(full),
        CONTENT_TYPES[path.extname(entry.name)] ?? 'application/octet-stream',
        new Date(),
      );
      base = url.slice(0, url.length - relative.length - 1);
    }
    return base;
  }
}
