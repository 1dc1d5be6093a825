import {
  ResponseCode,
  envelopeOf,
  type CallDefinition,
  type Envelope,
  type Language,
} from '@tifo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { translate, type ServerMessageKey } from '../i18n/server-messages';
import { requestLanguage } from './request-language';

export interface CallContext<Query, Body> {
  query: Query;
  body: Body;
  request: FastifyRequest;
  reply: FastifyReply;
  language: Language;
}

export interface CallOptions {
  /** Message of the success envelope; "OK" in the request's language by default. */
  successMessage?: ServerMessageKey;
  /** Other HTTP statuses the handler may answer with the same envelope (health's 503). */
  alsoAnswers?: number[];
}

/**
 * Registers one contract call as a route: validates the request with the contract's schemas,
 * wraps the handler's result in the envelope and documents it in OpenAPI.
 */
export function registerCall<Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  call: CallDefinition<Q, B, D>,
  handler: (context: CallContext<z.output<Q>, z.output<B>>) => Promise<z.output<D>>,
  options: CallOptions = {},
): void {
  const envelope = envelopeOf(call.data);
  const response: Record<number, z.ZodType> = { 200: envelope };
  for (const status of options.alsoAnswers ?? []) response[status] = envelope;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: `/api/${call.path}`,
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response,
    },
    handler: async (request, reply): Promise<Envelope<z.output<D>>> => {
      const language = requestLanguage(request);
      const data = await handler({
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        request,
        reply,
        language,
      });
      return {
        code: ResponseCode.ok,
        msg: translate(language, options.successMessage ?? 'ok'),
        data,
      };
    },
  });
}
