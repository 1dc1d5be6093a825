import type { AddressInfo } from 'node:net';
import { liveDataServerMessageSchema, type LiveDataServerMessage } from '@tifo/contract';
import WebSocket from 'ws';
import { rawToText } from '../realtime/raw-data';
import type { TestApp } from './test-app';

/** A test client that records what the server sends and can wait for a message. */
/** `headers` go on the upgrade request (a `token` header makes the socket a member's). */
export async function connectLiveData(
  test: Pick<TestApp, 'app'>,
  headers: Record<string, string> = {},
): Promise<{
  socket: WebSocket;
  next: (
    predicate?: (m: LiveDataServerMessage) => boolean,
    ms?: number,
  ) => Promise<LiveDataServerMessage>;
  send: (message: unknown) => void;
  closed: Promise<{ code: number; reason: string }>;
}> {
  const { port } = test.app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
  const inbox: LiveDataServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    inbox.push(liveDataServerMessageSchema.parse(JSON.parse(rawToText(data))));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (
    predicate: (m: LiveDataServerMessage) => boolean = () => true,
    ms = 2_000,
  ) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = inbox.findIndex(predicate);
      if (index >= 0) return inbox.splice(index, 1)[0] as LiveDataServerMessage;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching message');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return { socket, next, send: (message) => socket.send(JSON.stringify(message)), closed };
}
