import type { FastifyBaseLogger } from 'fastify';
import type { AppEventName, AppEvents } from './app-events';

export type AppEventHandler<K extends AppEventName> = (
  payload: AppEvents[K],
) => void | Promise<void>;

type HandlerSets = { [K in AppEventName]?: Set<AppEventHandler<K>> };

/**
 * A typed in-process event map (immich's `EventMap`): modules announce facts and others
 * subscribe, so no module calls into one built after it. In-process only: each instance hears
 * its own events (the Redis bus carries what instances share).
 */
export class AppEventBus {
  private readonly handlers: HandlerSets = {};

  constructor(private readonly options: { logger: Pick<FastifyBaseLogger, 'warn'> }) {}

  /** Subscribes; the returned function unsubscribes. */
  on<K extends AppEventName>(name: K, handler: AppEventHandler<K>): () => void {
    const handlers = this.handlersOf(name);
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
    };
  }

  /**
   * Runs every handler now; promises they return are not awaited. A failing subscriber is
   * logged and never breaks the emitter, whose work is already done, nor the other handlers.
   */
  emit<K extends AppEventName>(name: K, payload: AppEvents[K]): void {
    const handlers: HandlerSets[K] = this.handlers[name];
    if (!handlers) return;
    // A copy: a handler may unsubscribe while the others run.
    for (const handler of [...handlers]) {
      try {
        const result = handler(payload);
        if (result) result.catch((error: unknown) => this.report(name, error));
      } catch (error) {
        this.report(name, error);
      }
    }
  }

  private handlersOf<K extends AppEventName>(name: K): Set<AppEventHandler<K>> {
    // Seen through K alone, so TypeScript can check that the set matches the event.
    const handlers: { [P in K]?: Set<AppEventHandler<P>> } = this.handlers;
    return (handlers[name] ??= new Set());
  }

  private report(name: AppEventName, error: unknown): void {
    this.options.logger.warn({ err: error, event: name }, 'an event subscriber failed');
  }
}
