export type SoakCommand = { cmd: 'sample' } | { cmd: 'stop' };

export interface SoakSample {
  rssMb: number;
  heapUsedMb: number;
  /** Node's active resources by kind (timers, sockets, …): what a leak of them would grow. */
  resources: Record<string, number>;
  liveDataSockets: number;
  imSockets: number;
}

export type SoakReply =
  | {
      event: 'ready';
      port: number;
      roomId: number;
      chatters: { userId: number; userID: string; userSig: string }[];
      senders: { userId: number; token: string }[];
      mode: string;
    }
  | ({ event: 'sample' } & SoakSample)
  | { event: 'stopped' };
