import type { AdvertBarrageEvent, ChatMessage, FanBadge } from '@tifo/contract';
import { useState } from 'react';

/** One line on its way across the video. */
export interface DanmakuEntry {
  /** Unique on the page: room messages and other rooms' adverts have ids of their own. */
  key: string;
  text: string;
  /** The sender's chat user id; null for an advert from another room. */
  from: string | null;
  nickname: string;
  /** Paid and advertising barrages fly bigger and coloured. */
  highlight: 'paid' | 'advert' | null;
  /** The sender's fan badge in this room's streamer's group, flown before the text. */
  fanBadge: FanBadge | null;
}

type Listener = (entry: DanmakuEntry) => void;

/**
 * New room messages on their way to the danmaku overlay. The room's chat publishes each
 * message that arrives while the page is open, and the page the advertising barrages of other
 * rooms; the overlay listens while it is on screen, so history and messages from before the
 * video started never fly.
 */
export class DanmakuFeed {
  private readonly listeners = new Set<Listener>();

  /** Bound, so it can be handed around as a callback. Room chat is text only. */
  readonly publish = (message: ChatMessage): void => {
    if (message.payload.kind !== 'text') return;
    this.emit({
      key: `message-${message.id}`,
      text: message.payload.text,
      from: message.from,
      nickname: message.nick,
      highlight: message.highlight ?? null,
      fanBadge: message.fan_badge ?? null,
    });
  };

  /** An advertising barrage sent in another live room. */
  readonly publishAdvert = (advert: AdvertBarrageEvent): void => {
    this.emit({
      key: `advert-${advert.id}`,
      text: advert.text,
      from: null,
      nickname: advert.nickname,
      highlight: 'advert',
      fanBadge: null,
    });
  };

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(entry: DanmakuEntry): void {
    this.listeners.forEach((listener) => listener(entry));
  }
}

/** One feed for the life of a room page. */
export function useDanmakuFeed(): DanmakuFeed {
  const [feed] = useState(() => new DanmakuFeed());
  return feed;
}
