import {
  CALL_AUDIENCES,
  ResponseCode,
  envelopeOf,
  errorEnvelope,
  type CallAudience,
  type CallDefinition,
  type Envelope,
  type Language,
} from '@tifo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { translate, type ServerMessageKey } from '../i18n/server-messages';
import { admitRoomModerator, admitSession } from './access-policy';
import { audited } from './operator-audit';
import { requestLanguage } from './request-language';

export interface CallContext<Query, Body> {
  query: Query;
  body: Body;
  request: FastifyRequest;
  reply: FastifyReply;
  language: Language;
}

export interface CallOptions<Q = unknown, B = unknown> {
  /**
   * For `roomModerator` calls whose room is not a `room_id` of the request (a guess id, say):
   * the room the request acts on, or null when the row does not exist.
   */
  roomOf?: (input: { query: Q; body: B }) => Promise<number | null>;
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
  options: CallOptions<z.output<Q>, z.output<B>> = {},
): void {
  const envelope = envelopeOf(call.data);
  const response: Record<number, z.ZodType> = { 200: envelope };
  for (const status of options.alsoAnswers ?? []) response[status] = envelope;
  for (const status of refusalStatuses(call.audience)) response[status] = errorEnvelope;
  const roomOf = call.audience === 'roomModerator' ? roomResolver(call, options.roomOf) : null;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: `/api/${call.path}`,
    // Who may call is decided before the body is validated (visitors get 700, not field errors).
    preValidation: async (request) => admitSession(request, call.audience),
    ...(roomOf
      ? {
          preHandler: async (request: FastifyRequest) =>
            admitRoomModerator(
              request,
              await roomOf({
                query: request.query as z.output<Q>,
                body: request.body as z.output<B>,
              }),
            ),
        }
      : {}),
    schema: {
      summary: call.summary,
      description: `Audience: ${call.audience} (${CALL_AUDIENCES[call.audience]}).`,
      tags: [call.tag],
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response,
    },
    handler: async (request, reply): Promise<Envelope<z.output<D>>> => {
      const language = requestLanguage(request);
      const run = () =>
        handler({
          query: request.query as z.output<Q>,
          body: request.body as z.output<B>,
          request,
          reply,
          language,
        });
      // Operators' actions (not their reads) each leave one row in the audit log.
      const data =
        (call.audience === 'operator' || call.audience === 'administrator') && call.method !== 'GET'
          ? await audited(request, call.path, run)
          : await run();
      return {
        code: ResponseCode.ok,
        msg: translate(language, options.successMessage ?? 'ok'),
        data,
      };
    },
  });
}

/** The error answers a call's audience adds: 401 (code 700) without a session, 403 outside it. */
function refusalStatuses(audience: CallAudience): number[] {
  if (audience === 'public') return [];
  if (audience === 'member') return [401];
  return [401, 403];
}

/** How a `roomModerator` call finds its room: `options.roomOf`, or the request's `room_id`. */
function roomResolver<Q, B>(
  call: CallDefinition,
  roomOf: CallOptions<Q, B>['roomOf'],
): (input: { query: Q; body: B }) => Promise<number | null> {
  if (roomOf) return roomOf;
  return async ({ query, body }) => {
    const roomId = roomIdIn(body) ?? roomIdIn(query);
    if (roomId === null) {
      throw new Error(`${call.path}: a roomModerator call needs a room_id or a roomOf option`);
    }
    return roomId;
  };
}

function roomIdIn(input: unknown): number | null {
  if (typeof input !== 'object' || input === null || !('room_id' in input)) return null;
  return typeof input.room_id === 'number' ? input.room_id : null;
}
