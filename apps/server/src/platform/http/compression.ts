import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type ZlibOptions, type BrotliOptions } from 'node:zlib';

const COMPRESS_THRESHOLD_BYTES = 1024;
const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS: ZlibOptions = { level: 6 };

/**
 * Answers over 1 KB go compressed to clients that accept it: brotli at a quick level (it runs
 * per answer), else gzip. The web app's files are compressed at build time and served as they
 * are (spa.ts), which this leaves alone; streams and pictures are not compressible types and
 * pass through. Compressed request bodies are not accepted: nothing of ours sends them, and a
 * small compressed body may unpack to far more than the body limit was meant to allow.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether an Accept-Encoding header accepts `coding` (not refused with q=0). */
function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((entry) => {
    const [name = '', ...params] = entry.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return name.trim() === coding && !refused;
  });
}

/**
 * A text answer compressed as the client accepts, with the same settings as the hook above:
 * for answers no route sends (the pages of spa.ts come from the not-found handler, which
 * @fastify/compress does not see).
 */
export async function compressText(
  acceptEncoding: string | undefined,
  text: string,
): Promise<{ encoding: 'br' | 'gzip' | null; body: Buffer | string }> {
  const header = acceptEncoding ?? '';
  if (Buffer.byteLength(text) < COMPRESS_THRESHOLD_BYTES) return { encoding: null, body: text };
  if (accepts(header, 'br')) return { encoding: 'br', body: await brotli(text, BROTLI_OPTIONS) };
  if (accepts(header, 'gzip'))
    return { encoding: 'gzip', body: await gzipAsync(text, GZIP_OPTIONS) };
  return { encoding: null, body: text };
}
