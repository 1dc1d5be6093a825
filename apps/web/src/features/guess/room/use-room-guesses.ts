import { guessSchema } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveDataEvent } from '../../../shared/use-live-data-event';
import { useRoomGuessesQuery } from '../api';
import { upsertGuess } from '../guess-cache';

/**
 * The room's guesses: the list read on opening, kept current by `updateGuessBetting` pushes
 * (a guess created, staked on, closed, stopped or settled), merged by id into the list.
 */
export function useRoomGuesses(roomId: number) {
  const queryClient = useQueryClient();
  const guesses = useRoomGuessesQuery(roomId);

  useLiveDataEvent('updateGuessBetting', guessSchema, (guess) => {
    if (guess.room_id === roomId) upsertGuess(queryClient, guess, false);
  });

  return guesses;
}
