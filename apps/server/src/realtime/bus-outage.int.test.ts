import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Bus, BusHandler, Unsubscribe } from '../platform/bus/bus';
import { MemoryBus } from '../platform/bus/memory-bus';
import { connectIm } from '../test-support/im-client';
import { upgradeStatus } from '../test-support/json-socket-client';
import { connectLiveData } from '../test-support/live-data-client';
import { openTestDatabase } from '../test-support/targets';
import { buildTestApp } from '../test-support/test-app';
import { SOCKET_CLOSE } from './socket-limits';

/** The in-process bus with a switch: `setUp(false)` is Redis going away, as the server sees it. */
class SwitchableBus implements Bus {
  readonly driver = 'redis' as const;
  private readonly inner = new MemoryBus();
  private readonly listeners = new Set<(up: boolean) => void>();
  private up = true;

  setUp(up: boolean): void {
    this.up = up;
    for (const listener of this.listeners) listener(up);
  }
  async publish(channel: string, message: unknown): Promise<void> {
    if (!this.up) throw new Error('bus away');
    await this.inner.publish(channel, message);
  }
  subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe> {
    return this.inner.subscribe(channel, handler);
  }
  isUp(): boolean {
    return this.up;
  }
  onStateChange(listener: (up: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

describe('sockets while the bus is away', () => {
  it('closes every socket with 1013, refuses new ones until the bus is back, health 503', async () => {
    const database = await openTestDatabase('pglite');
    const bus = new SwitchableBus();
    const test = await buildTestApp({ database, bus });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = test.app.server.address() as AddressInfo;
    try {
      const viewer = await connectLiveData(test);
      const member = await connectIm(test.app);

      bus.setUp(false);
      for (const client of [viewer, member]) {
        expect(await client.closed).toEqual({
          code: SOCKET_CLOSE.busAway,
          reason: SOCKET_CLOSE.busAwayReason,
        });
      }
      for (const path of ['/ws', '/im']) {
        expect(await upgradeStatus(`ws://127.0.0.1:${port}${path}`)).toBe(503);
      }
      expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

      bus.setUp(true);
      for (const path of ['/ws', '/im']) {
        expect(await upgradeStatus(`ws://127.0.0.1:${port}${path}`)).toBe(101);
      }
      expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await test.close();
      await bus.close();
      await database.dispose();
    }
  }, 60_000);
});
