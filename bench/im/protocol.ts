/** Messages between the chat benchmark's processes (over Node's IPC channel). */
export interface Credentials {
  userID: string;
  userSig: string;
}

export type ServerCommand = { cmd: 'stop' };
export type ServerReply = {
  event: 'ready';
  imPort: number;
  relayPort: number;
  roomId: number;
  listeners: Credentials[];
  senders: Credentials[];
  database: 'pglite' | 'postgres';
};

export type ClientsCommand =
  | {
      cmd: 'connect';
      /** `im`: our `/im` (login, join the room); `relay`: the bare `ws` relay. */
      mode: 'im' | 'relay';
      url: string;
      roomId: number;
      listeners: Credentials[];
      senders: Credentials[];
    }
  | { cmd: 'run'; ratePerSecond: number; seconds: number }
  | { cmd: 'close' };
export type ClientsReply =
  | { event: 'connected'; count: number; ms: number }
  | {
      event: 'done';
      /** Send-to-arrival times of every delivery seen, in ms. */
      latencies: number[];
      sent: number;
      refused: number;
      /** First and last arrival (epoch ms), for deliveries per second. */
      firstAt: number;
      lastAt: number;
    }
  | { event: 'closed' };

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Message texts carry their send time: `b|<ms>|<n>` (under the 50-character room limit). */
export function benchText(n: number): string {
  return `b|${preciseNow().toFixed(2)}|${n}`;
}
export const SENT_AT = /b\|(\d+\.\d+)\|/;
