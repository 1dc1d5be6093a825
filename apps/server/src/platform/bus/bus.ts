/**
 * Publish/subscribe between the parts of one server and across server instances.
 * Messages are JSON values: every implementation delivers a copy, never the sender's object,
 * so code that works on the in-process bus also works across Redis.
 */
export type BusHandler = (message: unknown) => void;
export type Unsubscribe = () => Promise<void>;

export interface Bus {
  readonly driver: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe>;
  /** Whether messages can flow right now (for the health endpoint). */
  isUp(): boolean;
  /**
   * Hears every change of `isUp()`. While the bus is away, pushes published anywhere are lost
   * for good: the socket hubs close their sockets so pages show they are reconnecting, and
   * re-sync once it is back (issue 27).
   */
  onStateChange(listener: (up: boolean) => void): () => void;
  close(): Promise<void>;
}

/** Channels the server uses, defined once. Feature modules add theirs here. */
export const BusChannel = {
  /** Live-data socket pushes, fanned out to every instance's `/ws` clients. */
  liveData: 'live-data',
  /** Token hashes of revoked sessions: every instance drops them from its session cache. */
  sessionRevoked: 'session-revoked',
  /** Each instance's live-room viewer counts, so every instance knows a room's total. */
  roomPresence: 'room-presence',
  /** Messaging socket pushes (room and private messages), fanned out to every `/im` instance. */
  im: 'im',
  /** Each instance's chat-room member counts. */
  imPresence: 'im-presence',
  /** The blocked-words list changed: every instance reloads it. */
  blockedWordsChanged: 'blocked-words-changed',
  /** Operators changed the gift catalogue: every instance drops its cached copy. */
  giftCatalogueChanged: 'gift-catalogue-changed',
  /** Each instance's measures of the streams its ingest receives (the console's stream health). */
  streamHealth: 'stream-health',
  /** Administrators changed the reward rules: every instance reads them again. */
  rewardRulesChanged: 'reward-rules-changed',
  /** Each instance's busiest client addresses and members on `/ws` (connection caps). */
  liveDataConnections: 'live-data-connections',
  /** The same for `/im`. */
  imConnections: 'im-connections',
} as const;
