import { CHAT_LIMITS } from '@tifo/contract';

/** How many words one `Im/addBlockedWords` call takes. */
export const WORDS_PER_ADD = 100;

export type WordsProblem = 'empty' | 'tooMany' | 'tooLong';

/**
 * The words typed into the add box: split at commas (ASCII or full-width, as Chinese keyboards
 * type them) and line breaks, trimmed, lower-cased as the server stores them, each once.
 */
export function parseWords(text: string): { words: string[]; problem: WordsProblem | null } {
  const words = [
    ...new Set(
      text
        .split(/[,，、\r\n]+/)
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  let problem: WordsProblem | null = null;
  if (words.length === 0) problem = 'empty';
  else if (words.length > WORDS_PER_ADD) problem = 'tooMany';
  else if (words.some((word) => word.length > CHAT_LIMITS.blockedWordMaxLength))
    problem = 'tooLong';
  return { words, problem };
}
