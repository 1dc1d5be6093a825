/** Messages between the fan-out benchmark's three processes (over Node's IPC channel). */
export type ServerCommand = { cmd: 'goal' } | { cmd: 'bare'; payload: string } | { cmd: 'stop' };
export type ServerReply =
  | { event: 'ready'; hubPort: number; barePort: number }
  | { event: 'sent'; t0: number; clients: number };

export type ClientsCommand =
  { cmd: 'connect'; url: string; count: number } | { cmd: 'arm'; match: string } | { cmd: 'close' };
export type ClientsReply =
  | { event: 'connected'; count: number; ms: number }
  | { event: 'received'; times: number[]; sample: string; missing: number }
  | { event: 'closed' };

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}
