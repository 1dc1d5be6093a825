import { createRequire } from 'node:module';
import { createServer } from 'node:net';

/**
 * A push service on this machine (the `web-push-testing` package): it hands out subscriptions
 * as a browser's push service would, checks each push's VAPID signature, decrypts its payload
 * (RFC 8291) and keeps the messages per subscription for the test to read.
 */
export interface MockPushService {
  /** A new browser subscription for a server with this VAPID public key. */
  subscribe(applicationServerKey: string): Promise<{
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }>;
  /** The decrypted payloads this subscription received, oldest first. */
  messages(clientHash: string): Promise<string[]>;
  /** The browser dropped the subscription: later pushes get 410 Gone. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

interface TestingServer {
  startServer(): void;
  _server?: { close(callback: () => void): void; once(event: string, listener: () => void): void };
}

const require = createRequire(import.meta.url);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startMockPushService(): Promise<MockPushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => unknown;
  };
  const Server = require('web-push-testing/src/server.js') as new (
    model: unknown,
    port: number,
  ) => TestingServer;
  const port = await freePort();
  const server = new Server(new PushApiModel(), port);
  server.startServer();
  await new Promise<void>((resolve) => server._server?.once('listening', resolve));
  const base = `http://localhost:${port}`;
  const post = async (path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`mock push service ${path}: ${response.status} ${text}`);
    // `/subscribe` and `/get-notifications` answer JSON; the others a bare "OK".
    return response.headers.get('content-type')?.includes('json')
      ? (JSON.parse(text) as unknown)
      : text;
  };
  return {
    async subscribe(applicationServerKey) {
      const reply = (await post('/subscribe', {
        userVisibleOnly: 'true',
        applicationServerKey,
      })) as {
        data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
      };
      return reply.data;
    },
    async messages(clientHash) {
      const reply = (await post('/get-notifications', { clientHash })) as {
        data: { messages: string[] };
      };
      return reply.data.messages;
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`);
    },
    close: () => new Promise<void>((resolve) => server._server?.close(() => resolve())),
  };
}
