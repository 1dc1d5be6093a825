import { splitEmojiText } from '@tifo/contract';
import { Fragment } from 'react';

/**
 * A chat message's text with its emoji codes (`[微笑]`) drawn as images. Message text only ever
 * becomes React text nodes, which React escapes: whatever a member types stays text, never HTML.
 */
export function EmojiText({ text }: { text: string }) {
  return (
    <span className="whitespace-pre-wrap break-words">
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
            className="inline-block h-5 w-5 align-text-bottom"
            loading="lazy"
            draggable={false}
          />
        ),
      )}
    </span>
  );
}
