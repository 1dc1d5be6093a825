import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

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
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
