import type { FileStorage } from './file-storage';
import { newObjectKey } from './file-storage';
import { encodeS3Path, sha256Hex, signV4, toAmzDate } from './sigv4';

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read objects: a CDN or the bucket's public URL, without a trailing slash. */
  publicUrl: string;
  fetch?: typeof fetch;
}

/** The production option for uploads: objects in an S3-compatible bucket (path-style URLs). */
export class S3Storage implements FileStorage {
  constructor(private readonly options: S3Options) {}

  async save(
    bytes: Buffer,
    file: { extension: string; contentType: string },
    now: Date,
  ): Promise<string> {
    return this.put(newObjectKey(file.extension, now), bytes, file.contentType, now);
  }

  /** Writes an object under a key of the caller's (a transcoded video's files); its public URL. */
  async put(key: string, bytes: Buffer, contentType: string, now: Date): Promise<string> {
    const file = { contentType };
    const endpoint = new URL(this.options.endpoint);
    const path = encodeS3Path(`${this.options.bucket}/${key}`);
    const payloadHash = sha256Hex(bytes);
    const amzDate = toAmzDate(now);
    const headers: Record<string, string> = {
      host: endpoint.host,
      'content-type': file.contentType,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    const { authorization } = signV4({
      method: 'PUT',
      path,
      headers,
      payloadHash,
      region: this.options.region,
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
      amzDate,
    });
    const { host: _host, ...sent } = headers;
    const response = await (this.options.fetch ?? fetch)(`${endpoint.origin}${path}`, {
      method: 'PUT',
      headers: { ...sent, authorization },
      body: bytes,
    });
    if (!response.ok) {
      throw new Error(
        `S3 PUT ${key} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    }
    return `${this.options.publicUrl}/${key}`;
  }
}
