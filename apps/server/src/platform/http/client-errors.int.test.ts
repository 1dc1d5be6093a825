import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

/** Sends raw bytes to the listening app and reads until it closes the connection. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while we still write: what it answered is what counts.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(text());
      else reject(error);
    });
    socket.on('close', () => resolve(text()));
    socket.write(request);
    const text = () => Buffer.concat(chunks).toString('utf8');
  });
}

function parse(raw: string): { status: number; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

/**
 * Security review L10: a 60 KB query string got Node/Fastify's `431 {"error": …}`, outside the
 * `{code, msg}` envelope every client reads.
 */
describe.each(databaseKinds)('requests refused before routing (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });
  const port = () => (ctx.test.app.server.address() as AddressInfo).port;

  it('answers an over-long URL with the envelope', async () => {
    const raw = await rawRequest(
      port(),
      `GET /api/Live/getRoomList?match_id=${'x'.repeat(60_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect(parse(raw)).toEqual({
      status: 431,
      body: { code: 1, msg: '请求地址或请求头太长', data: null },
    });
  });

  it('answers in the language the request names when that much of it arrived', async () => {
    const raw = await rawRequest(
      port(),
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nlang: en\r\nX-Filler: ${'y'.repeat(40_000)}\r\n\r\n`,
    );
    expect(parse(raw)).toMatchObject({
      status: 431,
      body: { code: 1, msg: 'The address or headers of this request are too long.' },
    });
  });

  it('answers bytes that are not HTTP and malformed URLs with the envelope', async () => {
    const garbage = parse(await rawRequest(port(), 'HELLO\r\n\r\n'));
    expect(garbage).toMatchObject({ status: 400, body: { code: 1 } });
    const badUrl = await ctx.test.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ code: 1 });
  });
});
