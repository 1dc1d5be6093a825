import { describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage';
import { sha256Hex } from './sigv4';

function fakeFetch(status: number) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    return new Response(status === 200 ? '' : '<Error>AccessDenied</Error>', { status });
  }) as typeof fetch;
  return { impl, calls };
}

const options = {
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'tifo-media',
  region: 'us-east-1',
  accessKeyId: 'minio',
  secretAccessKey: 'minio-secret',
  publicUrl: 'https://cdn.tifo.example',
};

describe('S3Storage', () => {
  it('PUTs the object, signed, and returns its public URL', async () => {
    const { impl, calls } = fakeFetch(200);
    const storage = new S3Storage({ ...options, fetch: impl });
    const bytes = Buffer.from('png bytes');
    const url = await storage.save(
      bytes,
      { extension: 'png', contentType: 'image/png' },
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(url).toMatch(/^https:\/\/cdn\.tifo\.example\/uploads\/2026\/11\/[0-9a-f]{32}\.png$/);
    expect(calls).toHaveLength(1);
    const call = calls[0];
    expect(call?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:9000\/tifo-media\/uploads\/2026\/11\/[0-9a-f]{32}\.png$/,
    );
    expect(call?.init.method).toBe('PUT');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['x-amz-content-sha256']).toBe(sha256Hex(bytes));
    expect(headers['x-amz-date']).toBe('20261122T100000Z');
    expect(headers['content-type']).toBe('image/png');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=minio\/20261122\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it('fails loudly when the store refuses', async () => {
    const { impl } = fakeFetch(403);
    const storage = new S3Storage({ ...options, fetch: impl });
    await expect(
      storage.save(Buffer.from('x'), { extension: 'png', contentType: 'image/png' }, new Date()),
    ).rejects.toThrow(/answered 403/);
  });
});
