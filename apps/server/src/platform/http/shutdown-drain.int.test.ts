import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { upgradeStatus } from '../../test-support/json-socket-client';
import { connectLiveData } from '../../test-support/live-data-client';
import { openTestDatabase } from '../../test-support/targets';
import { buildTestApp } from '../../test-support/test-app';

describe('draining before a graceful stop', () => {
  it('sends sockets away, says 503 to health checks and closes kept-alive connections', async () => {
    const database = await openTestDatabase('pglite');
    const test = await buildTestApp({ database });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    try {
      const viewer = await connectLiveData(test);
      expect((await fetch(`http://${base}/api/health`)).status).toBe(200);

      test.parts.drain.begin();
      expect((await viewer.closed).code).toBe(1001);
      const health = await fetch(`http://${base}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('connection')).toBe('close');
      // Still answering everything else while balancers move clients away, one request each.
      const page = await fetch(`http://${base}/api/System/getConfig`);
      expect(page.status).toBe(200);
      expect(page.headers.get('connection')).toBe('close');
      expect(await upgradeStatus(`ws://${base}/ws`)).toBe(503);
    } finally {
      await test.close();
      await database.dispose();
    }
  }, 60_000);
});
