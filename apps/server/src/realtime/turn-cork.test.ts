import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { TurnCork } from './turn-cork';

/** A server socket and the client at its other end, both open. */
async function socketPair(): Promise<{
  server: WebSocket;
  client: WebSocket;
  close: () => Promise<void>;
}> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as { port: number };
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  await new Promise((resolve) => client.once('open', resolve));
  const server = await accepted;
  return {
    server,
    client,
    close: async () => {
      client.terminate();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

const tcpOf = (socket: WebSocket) => (socket as unknown as { _socket: Socket })._socket;

function framesOf(client: WebSocket, count: number): Promise<string[]> {
  const frames: string[] = [];
  return new Promise((resolve) => {
    client.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false);
      frames.push(Buffer.from(data as Buffer).toString());
      if (frames.length === count) resolve(frames);
    });
  });
}

describe('TurnCork', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('sends a socket’s first frame of a turn at once, and the rest of the turn in one write', async () => {
    const pair = await socketPair();
    close = pair.close;
    const received = framesOf(pair.client, 3);
    const cork = new TurnCork();
    const tcp = tcpOf(pair.server);
    cork.sendText(pair.server, '{"n":1}');
    // One push (a goal to every page) is not held back.
    expect(tcp.writableCorked).toBe(0);
    cork.sendText(pair.server, Buffer.from('{"n":2}'));
    cork.sendText(pair.server, '{"n":3}');
    // Corked once for the second and third: both wait in the stream, not in the kernel.
    expect(tcp.writableCorked).toBe(1);
    expect(tcp.writableLength).toBeGreaterThanOrEqual(2 * '{"n":2}'.length);
    await new Promise((resolve) => setImmediate(resolve));
    expect(tcp.writableCorked).toBe(0);
    expect(tcp.writableLength).toBe(0);
    expect(await received).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
  });

  it('starts afresh each turn', async () => {
    const pair = await socketPair();
    close = pair.close;
    const cork = new TurnCork();
    const tcp = tcpOf(pair.server);
    cork.sendText(pair.server, 'a');
    cork.sendText(pair.server, 'b');
    cork.flush();
    cork.sendText(pair.server, 'c');
    expect(tcp.writableCorked).toBe(0);
  });

  it('keeps frames ahead of a close sent in the same turn', async () => {
    const pair = await socketPair();
    close = pair.close;
    const received = framesOf(pair.client, 2);
    const closed = new Promise<number>((resolve) => pair.client.once('close', resolve));
    const cork = new TurnCork();
    cork.sendText(pair.server, 'first');
    cork.sendText(pair.server, 'second');
    pair.server.close(4000, 'idle timeout');
    expect(await received).toEqual(['first', 'second']);
    expect(await closed).toBe(4000);
  });

  it('sends nothing to a socket that is not open, and corks nothing for it', async () => {
    const pair = await socketPair();
    close = pair.close;
    const gone = new Promise((resolve) => pair.server.once('close', resolve));
    pair.client.close();
    await gone;
    const cork = new TurnCork();
    cork.sendText(pair.server, 'too late');
    expect(tcpOf(pair.server).writableCorked).toBe(0);
  });

  it('sends straight through a socket double without a TCP socket under it', () => {
    const sent: string[] = [];
    const double = {
      OPEN: 1,
      readyState: 1,
      send: (text: string) => sent.push(text),
    } as unknown as WebSocket;
    new TurnCork().sendText(double, 'hello');
    expect(sent).toEqual(['hello']);
  });
});
