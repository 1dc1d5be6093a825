import { LIMITS } from '@tifo/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import type { FileStorage } from '../../platform/storage/file-storage';
import { chinaDay } from '../engagement/sign-in.service';
import { detectFileType } from './file-types';
import {
  newUploadTokenId,
  signUploadToken,
  verifyUploadToken,
  type UploadGrant,
} from './upload-token';
import type { UploadsRepository } from './uploads.repository';

export const UPLOAD_POLICY = {
  tokenTtlSeconds: 600,
  maxBytes: { image: LIMITS.imageMaxBytes, video: LIMITS.videoMaxBytes - 1 },
} as const;

/** What one member may upload per China-time day, whatever the kind. */
export const UPLOAD_DAILY_QUOTA = { bytes: 200 * 1024 * 1024, files: 100 } as const;

/** Per member: tokens asked for, and files sent (tokens live ten minutes, so both are needed). */
export const UPLOAD_TOKEN_RULE: RateLimitRule = { limit: 20, windowMs: 60_000 };
export const UPLOAD_FILE_RULE: RateLimitRule = { limit: 20, windowMs: 60_000 };

export interface UploadsServiceDeps {
  db: Database;
  storage: FileStorage;
  key: Buffer;
  rateLimiter: RateLimiter;
  now?: () => number;
}

/**
 * Member uploads: a signed token per file (Member/getQiniuToken), then the file (Upload/file).
 * A token is spent by the upload it allows; each member has a daily quota and rate limits, so
 * one account cannot fill the disk.
 */
export class UploadsService {
  constructor(
    private readonly repository: UploadsRepository,
    private readonly deps: UploadsServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  async grant(userId: number, kind: 'image' | 'video') {
    await this.enforceRate(`upload:token:${userId}`, UPLOAD_TOKEN_RULE);
    // Say so now rather than after the member has sent the file.
    const used = await this.repository.dailyUsage(userId, this.today());
    if (used && (used.files >= UPLOAD_DAILY_QUOTA.files || used.bytes >= UPLOAD_DAILY_QUOTA.bytes))
      throw quotaError();
    const expiresAt = Math.floor(this.now() / 1000) + UPLOAD_POLICY.tokenTtlSeconds;
    return {
      token: signUploadToken(
        { userId, kind, expiresAt, tokenId: newUploadTokenId() },
        this.deps.key,
      ),
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
    await this.enforceRate(`upload:file:${grant.userId}`, UPLOAD_FILE_RULE);
    const refuse = () =>
      new AppError(grant.kind === 'image' ? 'upload.badImage' : 'upload.badVideo');
    if (!bytes || bytes.length === 0 || bytes.length > UPLOAD_POLICY.maxBytes[grant.kind])
      throw refuse();
    const type = detectFileType(bytes);
    if (!type || type.kind !== grant.kind) throw refuse();
    const day = this.today();
    await this.spend(grant, day, bytes.length);
    let path: string;
    try {
      path = await this.deps.storage.save(
        bytes,
        { extension: type.extension, contentType: type.contentType },
        new Date(this.now()),
      );
      await this.repository.insertUpload({
        userId: grant.userId,
        path,
        kind: type.kind,
        contentType: type.contentType,
        bytes: bytes.length,
      });
    } catch (error) {
      // Nothing was stored: the member keeps the token and the quota.
      await this.giveBack(grant, day, bytes.length).catch(() => {});
      throw error;
    }
    return { url: path, kind: type.kind, bytes: bytes.length };
  }

  private today(): string {
    return chinaDay(this.now());
  }

  /**
   * Spends the token and counts the file against the day's quota, in one transaction: the
   * token id's primary key lets one upload through however many arrive at once, and the
   * conditional upsert keeps concurrent uploads within the quota.
   */
  private async spend(grant: UploadGrant, day: string, size: number): Promise<void> {
    const staleBefore = new Date(this.now() - 2 * UPLOAD_POLICY.tokenTtlSeconds * 1000);
    await this.deps.db.transaction(async (tx) => {
      await this.repository.forgetTokenUses(tx, staleBefore);
      const spent = await this.repository.spendToken(tx, {
        tokenId: grant.tokenId,
        userId: grant.userId,
        usedAt: new Date(this.now()),
      });
      if (!spent) throw new AppError('upload.tokenUsed', { httpStatus: 401 });
      const usage = { userId: grant.userId, day, bytes: size };
      if (!(await this.repository.countFile(tx, usage, UPLOAD_DAILY_QUOTA))) throw quotaError();
    });
  }

  private async giveBack(grant: UploadGrant, day: string, size: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.repository.unspendToken(tx, grant.tokenId);
      await this.repository.uncountFile(tx, { userId: grant.userId, day, bytes: size });
    });
  }

  private async enforceRate(key: string, rule: RateLimitRule): Promise<void> {
    const result = await this.deps.rateLimiter.hit(key, rule);
    if (!result.allowed) {
      throw new AppError('upload.tooFast', {
        httpStatus: 429,
        data: { retry_after_ms: result.retryAfterMs },
      });
    }
  }
}

function quotaError(): AppError {
  return new AppError('upload.dailyQuota', {
    httpStatus: 429,
    params: {
      files: UPLOAD_DAILY_QUOTA.files,
      megabytes: UPLOAD_DAILY_QUOTA.bytes / (1024 * 1024),
    },
  });
}
