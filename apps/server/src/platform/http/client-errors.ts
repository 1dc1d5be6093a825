import type { Socket } from 'node:net';
import { ResponseCode, negotiateLanguage, type ErrorEnvelope } from '@tifo/contract';
import type { ConnectionError, FastifyReply, FastifyRequest } from 'fastify';
import { translate, type ServerMessageKey } from '../i18n/server-messages';
import { sendError } from './error-handler';

/**
 * Requests Node refuses before Fastify sees them (security review L10): a URL or headers past
 * the 16 KB limit, a timeout, bytes that are not HTTP. They get the envelope too, in the
 * language the request asked for if its first bytes say so (the default otherwise), instead of
 * Fastify's own `{"error": …}`. Nothing is logged: this is the client's fault and can be
 * sent in floods.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key]: [number, string, ServerMessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'request.tooLong']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request.timeout']
        : [400, 'Bad Request', 'request.malformed'];
  const body: ErrorEnvelope & { data: null } = {
    code: ResponseCode.error,
    msg: translate(languageOf(error.rawPacket), key),
    data: null,
  };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

/** Fastify's own refusals after parsing (a URL with bad percent-encoding): the envelope. */
export function answerFrameworkError(request: FastifyRequest, reply: FastifyReply): void {
  void sendError(request, reply, 400, 'request.malformed');
}

/** The `lang` or `Accept-Language` header, when the part of the request that arrived has it. */
function languageOf(rawPacket: unknown) {
  // Node hands over the bytes it read as a Buffer (Fastify's type says otherwise).
  const head = Buffer.isBuffer(rawPacket)
    ? rawPacket.subarray(0, 64 * 1024).toString('latin1')
    : '';
  const explicit = /\r\nlang:\s*([^\r\n]*)/i.exec(head)?.[1];
  const accepted = /\r\naccept-language:\s*([^\r\n]*)/i.exec(head)?.[1];
  return negotiateLanguage(explicit ?? accepted ?? null);
}
