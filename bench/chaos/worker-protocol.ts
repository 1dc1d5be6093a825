import type { Outcome } from './clients';

/** The balancer's process. */
export type ProxyCommand = { cmd: 'dropAll' } | { cmd: 'stop' };
export type ProxyReply = { event: 'ready'; port: number } | { event: 'dropped'; count: number };

/** A process of viewers (the storm's thousands, so one process is not the bottleneck). */
export type ViewersCommand = { cmd: 'status' } | { cmd: 'stop' };
export type ViewersReply =
  | {
      event: 'status';
      ready: number;
      total: number;
      outcomes: Outcome[];
      /** Why sockets closed, by reason (`ReconnectingClient.tally`). */
      closes: Record<string, number>;
    }
  | { event: 'stopped' };
