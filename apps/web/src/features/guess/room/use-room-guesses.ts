import { guessSchema, type Guess, type LiveDataServerMessage } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { LiveDataSocketContext } from '../../../shared/use-live-data-socket';
import { useRoomGuessesQuery } from '../api';
import { upsertGuess } from '../guess-cache';

/** The guess of a code-200 `updateGuessBetting` push for this room; null for anything else. */
export function guessOfMessage(message: LiveDataServerMessage, roomId: number): Guess | null {
  if (message.code !== 200 || message.type !== 'updateGuessBetting') return null;
  const parsed = guessSchema.safeParse(message.data);
  return parsed.success && parsed.data.room_id === roomId ? parsed.data : null;
}

/**
 * The room's guesses: the list read on opening, kept current by `updateGuessBetting` pushes
 * (a guess created, staked on, closed, stopped or settled), merged by id into the list.
 */
export function useRoomGuesses(roomId: number) {
  const socket = useContext(LiveDataSocketContext);
  const queryClient = useQueryClient();
  const guesses = useRoomGuessesQuery(roomId);

  useEffect(() => {
    if (!socket) return;
    return socket.onMessage((message) => {
      const guess = guessOfMessage(message, roomId);
      if (guess) upsertGuess(queryClient, guess, false);
    });
  }, [socket, roomId, queryClient]);

  return guesses;
}
