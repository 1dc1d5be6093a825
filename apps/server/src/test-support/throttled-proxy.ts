import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy on this machine whose upload (client → target) carries at most `bytesPerSecond`:
 * a streamer's connection too slow for their stream. Downloads pass as they come.
 */
export async function startThrottledProxy(
  target: { host: string; port: number },
  bytesPerSecond: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    sockets.add(client).add(upstream);
    const queue: Buffer[] = [];
    // A token bucket refilled every 50 ms; what does not fit waits, and the client's socket is
    // paused while the queue is long, so the sender feels the slow link.
    let budget = 0;
    const timer = setInterval(() => {
      budget = Math.min(bytesPerSecond, budget + bytesPerSecond / 20);
      while (budget > 0 && queue.length > 0) {
        const head = queue[0]!;
        const part = head.subarray(0, Math.floor(budget));
        if (part.length === 0) break;
        upstream.write(part);
        budget -= part.length;
        if (part.length === head.length) queue.shift();
        else queue[0] = head.subarray(part.length);
      }
      if (queue.length < 8 && client.isPaused()) client.resume();
    }, 50);
    client.on('data', (chunk: Buffer) => {
      queue.push(chunk);
      if (queue.length >= 8) client.pause();
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      clearInterval(timer);
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
