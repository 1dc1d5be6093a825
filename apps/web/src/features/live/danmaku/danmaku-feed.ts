import type { ChatMessage } from '@tifo/contract';
import { useState } from 'react';

type Listener = (message: ChatMessage) => void;

/**
 * New room messages on their way to the danmaku overlay. The room's chat publishes each
 * message that arrives while the page is open; the overlay listens while it is on screen, so
 * history and messages from before the video started never fly.
 */
export class DanmakuFeed {
  private readonly listeners = new Set<Listener>();

  /** Bound, so it can be handed around as a callback. */
  readonly publish = (message: ChatMessage): void => {
    this.listeners.forEach((listener) => listener(message));
  };

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** One feed for the life of a room page. */
export function useDanmakuFeed(): DanmakuFeed {
  const [feed] = useState(() => new DanmakuFeed());
  return feed;
}
