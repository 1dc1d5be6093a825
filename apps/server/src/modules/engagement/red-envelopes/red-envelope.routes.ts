import { redEnvelopeCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { memberIdOrNull, requireMember } from '../../../platform/http/auth-context';
import { registerCall } from '../../../platform/http/register-call';
import type { RedEnvelopeService } from './red-envelope.service';

/** Red envelopes: visitors see a room's envelopes; sending and claiming need a member. */
export function registerRedEnvelopeRoutes(app: FastifyInstance, envelopes: RedEnvelopeService) {
  registerCall(
    app,
    redEnvelopeCalls.insert,
    ({ request, body }) => envelopes.send(requireMember(request).userId, body),
    { successMessage: 'redEnvelope.sent' },
  );
  registerCall(app, redEnvelopeCalls.roomList, async ({ request, query }) => ({
    list: await envelopes.roomList(query.room_id, memberIdOrNull(request)),
  }));
  registerCall(app, redEnvelopeCalls.info, ({ request, query }) =>
    envelopes.info(query.id, memberIdOrNull(request)),
  );
  registerCall(app, redEnvelopeCalls.receive, ({ request, body }) =>
    envelopes.claim(requireMember(request).userId, body.id),
  );
}
