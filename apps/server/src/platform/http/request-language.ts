import { negotiateLanguage, type Language } from '@tifo/contract';
import type { FastifyRequest } from 'fastify';

/** The language of a request: the `lang` header first, then Accept-Language, then zh. */
export function requestLanguage(request: FastifyRequest): Language {
  const explicit = request.headers.lang;
  const header = Array.isArray(explicit) ? explicit[0] : explicit;
  return negotiateLanguage(header ?? request.headers['accept-language']);
}
