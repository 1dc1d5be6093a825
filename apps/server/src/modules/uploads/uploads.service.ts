import { LIMITS } from '@tifo/contract';
import { uploads } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import { detectFileType } from './file-types';
import { signUploadToken, verifyUploadToken } from './upload-token';

export const UPLOAD_POLICY = {
  tokenTtlSeconds: 600,
  maxBytes: { image: LIMITS.imageMaxBytes, video: LIMITS.videoMaxBytes - 1 },
} as const;

export class UploadsService {
  constructor(
    private readonly deps: { db: Database; storage: FileStorage; key: Buffer; now?: () => number },
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  grant(userId: number, kind: 'image' | 'video') {
    const expiresAt = Math.floor(this.now() / 1000) + UPLOAD_POLICY.tokenTtlSeconds;
    return {
      token: signUploadToken({ userId, kind, expiresAt }, this.deps.key),
      upload_url: '/api/Upload/file',
      expires_in: UPLOAD_POLICY.tokenTtlSeconds,
      max_bytes: UPLOAD_POLICY.maxBytes[kind],
    };
  }

  async receive(token: string | undefined, bytes: Buffer | undefined) {
    const grant = token
      ? verifyUploadToken(token, this.deps.key, Math.floor(this.now() / 1000))
      : null;
    if (!grant) throw new AppError('upload.tokenInvalid', { httpStatus: 401 });
    const refuse = () =>
      new AppError(grant.kind === 'image' ? 'upload.badImage' : 'upload.badVideo');
    if (!bytes || bytes.length === 0 || bytes.length > UPLOAD_POLICY.maxBytes[grant.kind])
      throw refuse();
    const type = detectFileType(bytes);
    if (!type || type.kind !== grant.kind) throw refuse();
    const path = await this.deps.storage.save(
      bytes,
      { extension: type.extension, contentType: type.contentType },
      new Date(this.now()),
    );
    await this.deps.db.insert(uploads).values({
      userId: grant.userId,
      path,
      kind: type.kind,
      contentType: type.contentType,
      bytes: bytes.length,
    });
    return { url: path, kind: type.kind, bytes: bytes.length };
  }
}
