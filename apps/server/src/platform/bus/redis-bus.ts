import type { Redis } from 'ioredis';
import { connectRedis } from '../redis/connect-redis';
import type { Bus, BusHandler, Unsubscribe } from './bus';

export interface RedisBusOptions {
  url: string;
  /** Prefix of every channel, so several deployments can share one Redis. */
  prefix?: string;
  onError?: (error: Error) => void;
}

/** Fan-out across server instances through Redis pub/sub. */
export class RedisBus implements Bus {
  readonly driver = 'redis' as const;
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private readonly prefix: string;
  private readonly stateListeners = new Set<(up: boolean) => void>();
  /** `isUp()` as last told to the listeners. */
  private wasUp = true;

  private constructor(
    options: RedisBusOptions,
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    this.prefix = options.prefix ?? 'tifo:';
    this.subscriber.on('message', (channel: string, payload: string) => {
      const handlers = this.handlers.get(channel);
      if (!handlers) return;
      let message: unknown;
      try {
        message = JSON.parse(payload);
      } catch (error) {
        options.onError?.(error as Error);
        return;
      }
      for (const handler of handlers) handler(structuredClone(message));
    });
    for (const connection of [publisher, subscriber]) {
      for (const event of ['ready', 'close', 'end']) connection.on(event, () => this.noteState());
    }
  }

  private noteState(): void {
    const up = this.isUp();
    if (up === this.wasUp) return;
    this.wasUp = up;
    for (const listener of [...this.stateListeners]) listener(up);
  }

  onStateChange(listener: (up: boolean) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  static async connect(options: RedisBusOptions): Promise<RedisBus> {
    const common = {
      url: options.url,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 5_000),
      onError: (error: Error) => options.onError?.(error),
    };
    const [publisher, subscriber] = await Promise.all([
      connectRedis(common),
      // The subscriber keeps the offline queue: a subscribe while Redis is away waits for it.
      connectRedis({ ...common, offlineQueue: true }),
    ]);
    return new RedisBus(options, publisher, subscriber);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe> {
    const key = this.prefix + channel;
    const wrapped: BusHandler = (message) => handler(message);
    let set = this.handlers.get(key);
    if (!set) {
      set = new Set();
      this.handlers.set(key, set);
      await this.subscriber.subscribe(key);
    }
    set.add(wrapped);
    return async () => {
      const current = this.handlers.get(key);
      if (!current?.delete(wrapped) || current.size > 0) return;
      this.handlers.delete(key);
      await this.subscriber.unsubscribe(key);
    };
  }

  isUp(): boolean {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready';
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
