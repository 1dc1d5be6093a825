import fastifyStatic from '@fastify/static';
import { uploadCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import { UPLOAD_POLICY, type UploadsService } from './uploads.service';

/** Content types a client may send a file as; the server still checks the bytes themselves. */
const UPLOAD_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'video/mp4',
  'video/webm',
  'application/octet-stream',
];

export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: { uploads: UploadsService; uploadsDir: string },
): Promise<void> {
  registerCall(app, uploadCalls.getToken, async ({ body, request }) =>
    deps.uploads.grant(requireMember(request).userId, body.kind),
  );

  // Raw file bodies are accepted on this route only, up to the video limit.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      UPLOAD_CONTENT_TYPES,
      { parseAs: 'buffer', bodyLimit: UPLOAD_POLICY.maxBytes.video },
      (_request, body, done) => done(null, body),
    );
    registerCall(scope, uploadCalls.upload, ({ request }) => {
      const token = request.headers['x-upload-token'];
      return deps.uploads.receive(
        typeof token === 'string' ? token : undefined,
        Buffer.isBuffer(request.body) ? request.body : undefined,
      );
    });
  });

  // Uploaded files, with content types from their (checked) extensions and range support.
  await app.register(fastifyStatic, {
    root: deps.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(response) {
      response.header('cache-control', 'public, max-age=31536000, immutable');
      response.header('content-disposition', 'inline');
    },
  });
}
