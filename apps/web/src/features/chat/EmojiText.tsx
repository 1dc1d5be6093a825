import { splitEmojiText } from '@tifo/contract';
import { Fragment } from 'react';

/**
 * A chat message's text with its emoji codes (`[微笑]`) drawn as images. Message text only ever
 * becomes React text nodes, which React escapes: whatever a member types stays text, never HTML.
 */
export function EmojiText({
  text,
  className = 'whitespace-pre-wrap break-words',
  emojiClassName = 'h-5 w-5',
}: {
  text: string;
  /** The wrapper's classes: chat text wraps; a danmaku line must not. */
  className?: string;
  /** The emoji images' size (a danmaku sizes them to its font). */
  emojiClassName?: string;
}) {
  return (
    <span className={className}>
      {splitEmojiText(text).map((part, index) =>
        // The parts are derived from `text` alone, so their positions are stable keys.
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <img
            key={index}
            src={part.src}
            alt={part.code}
            title={part.code}
            className={`inline-block align-text-bottom ${emojiClassName}`}
            loading="lazy"
            draggable={false}
          />
        ),
      )}
    </span>
  );
}
