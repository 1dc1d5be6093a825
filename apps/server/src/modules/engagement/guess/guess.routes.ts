import { guessCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { memberIdOrNull, requireMember } from '../../../platform/http/auth-context';
import { registerCall } from '../../../platform/http/register-call';
import type { GuessService } from './guess.service';

/** Fun-guess: streamers open, close and stop guesses; members stake and read their records. */
export function registerGuessRoutes(app: FastifyInstance, guesses: GuessService): void {
  registerCall(app, guessCalls.create, ({ request, body, language }) =>
    guesses.create(requireMember(request).userId, body, language),
  );
  registerCall(app, guessCalls.roomList, ({ request, query, language }) =>
    guesses.roomList(query.room_id, memberIdOrNull(request), language),
  );
  registerCall(
    app,
    guessCalls.bet,
    ({ request, body, language }) => guesses.bet(requireMember(request).userId, body, language),
    { successMessage: 'guess.staked' },
  );
  // Only the guess's room's moderators may close or stop it (the audience gate asks its room).
  const roomOf = async ({ body }: { body: { guess_id: number } }) =>
    guesses.roomOfGuess(body.guess_id);
  registerCall(
    app,
    guessCalls.close,
    ({ request, body, language }) =>
      guesses.close(requireMember(request).userId, body.guess_id, language),
    { roomOf },
  );
  registerCall(
    app,
    guessCalls.stop,
    ({ request, body, language }) =>
      guesses.stop(requireMember(request).userId, body.guess_id, language),
    { roomOf },
  );
  registerCall(app, guessCalls.records, ({ request, query, language }) =>
    guesses.records(requireMember(request).userId, query, language),
  );
}
