import { describe, expect, it } from 'vitest';
import { encodeS3Path, sha256Hex, signV4, toAmzDate } from './sigv4';

describe('signV4', () => {
  // "Example: PUT Object" of the Amazon S3 API reference (Signature Version 4, header auth).
  it('reproduces the signature of the AWS documentation example', () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const { signature, authorization } = signV4({
      method: 'PUT',
      path: encodeS3Path('test$file.text'),
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-date': '20130524T000000Z',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': payloadHash,
      },
      payloadHash,
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      amzDate: '20130524T000000Z',
    });
    expect(signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('formats dates and encodes keys the way S3 expects', () => {
    expect(toAmzDate(new Date('2026-11-22T19:05:07.123Z'))).toBe('20261122T190507Z');
    expect(encodeS3Path('uploads/2026/11/a b(1).png')).toBe('/uploads/2026/11/a%20b%281%29.png');
  });
});
