import type { Bus, BusHandler, Unsubscribe } from './bus';

/**
 * Where in-process buses meet. One process normally has one hub; tests give two buses one
 * hub to play "two instances".
 */
export class MemoryHub {
  readonly handlers = new Map<string, Set<BusHandler>>();
}

/** The embedded default: fan-out inside this process only. */
export class MemoryBus implements Bus {
  readonly driver = 'memory' as const;
  private closed = false;
  private readonly own = new Set<{ channel: string; handler: BusHandler }>();
  private readonly stateListeners = new Set<(up: boolean) => void>();

  constructor(private readonly hub: MemoryHub = new MemoryHub()) {}

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    const payload = JSON.stringify(message);
    const handlers = [...(this.hub.handlers.get(channel) ?? [])];
    // Deliver after the publisher continues, as a network bus would.
    queueMicrotask(() => {
      for (const handler of handlers) handler(JSON.parse(payload));
    });
  }

  async subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe> {
    if (this.closed) throw new Error('bus is closed');
    // Wrap so the same function subscribed twice is two subscriptions, as with Redis.
    const wrapped: BusHandler = (message) => handler(message);
    const set = this.hub.handlers.get(channel) ?? new Set();
    set.add(wrapped);
    this.hub.handlers.set(channel, set);
    const entry = { channel, handler: wrapped };
    this.own.add(entry);
    return async () => this.remove(entry);
  }

  isUp(): boolean {
    return !this.closed;
  }

  /** In-process, the bus is only ever away once closed. */
  onStateChange(listener: (up: boolean) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  async close(): Promise<void> {
    for (const entry of [...this.own]) this.remove(entry);
    if (this.closed) return;
    this.closed = true;
    for (const listener of [...this.stateListeners]) listener(false);
  }

  private remove(entry: { channel: string; handler: BusHandler }): void {
    this.own.delete(entry);
    const set = this.hub.handlers.get(entry.channel);
    set?.delete(entry.handler);
    if (set?.size === 0) this.hub.handlers.delete(entry.channel);
  }
}
