import type { AddressInfo } from 'node:net';
import { liveDataServerMessageSchema, type LiveDataServerMessage } from '@tifo/contract';
import { connectJsonSocket, type JsonSocketClient } from './json-socket-client';
import type { TestApp } from './test-app';

/**
 * A test client of the live-data socket that records what the server sends and can wait for
 * a message. `headers` go on the upgrade request (a `token` header makes it a member's).
 */
export async function connectLiveData(
  test: Pick<TestApp, 'app'>,
  headers: Record<string, string> = {},
): Promise<JsonSocketClient<LiveDataServerMessage>> {
  const { port } = test.app.server.address() as AddressInfo;
  return connectJsonSocket(
    `ws://127.0.0.1:${port}/ws`,
    (json) => liveDataServerMessageSchema.parse(json),
    headers,
  );
}
