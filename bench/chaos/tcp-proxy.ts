/**
 * A small load balancer in front of the server instances, as a cloud balancer would be: each
 * client connection goes to the next instance in turn among those whose `/api/health` answered
 * 200 at the last check (every second), else to any; an instance that refuses the connection is
 * skipped (nginx's proxy_next_upstream error). Works for HTTP and WebSocket alike, because it
 * only pipes bytes.
 */
import net from 'node:net';

export class TcpProxy {
  private readonly server: net.Server;
  /** Client connections, each with its instance's socket once connected. */
  private readonly open = new Map<net.Socket, net.Socket | null>();
  private next = 0;
  private readonly healthy = new Set<number>();
  private healthTimer: NodeJS.Timeout | null = null;
  port = 0;

  constructor(private readonly backends: () => readonly number[]) {
    this.server = net.createServer((client) => this.accept(client));
  }

  async listen(): Promise<number> {
    // A balancer takes a reconnect storm's connections without dropping them (Node's default
    // queue of 511 overflows; the kernel caps this at net.core.somaxconn).
    await new Promise<void>((resolve) =>
      this.server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve),
    );
    this.port = (this.server.address() as net.AddressInfo).port;
    await this.checkHealth();
    this.healthTimer = setInterval(() => void this.checkHealth(), 1_000);
    return this.port;
  }

  /** Cuts every connection at once: a network blip as every client sees it. */
  dropAll(): number {
    const count = this.open.size;
    for (const [client, upstream] of this.open) {
      client.destroy();
      upstream?.destroy();
    }
    this.open.clear();
    return count;
  }

  async close(): Promise<void> {
    if (this.healthTimer) clearInterval(this.healthTimer);
    this.dropAll();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: net.Socket): void {
    this.open.set(client, null);
    client.pause();
    client.on('error', () => undefined);
    client.once('close', () => this.open.delete(client));
    this.connectBackend(client, 0);
  }

  private async checkHealth(): Promise<void> {
    await Promise.all(
      this.backends().map(async (port) => {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`, {
          signal: AbortSignal.timeout(900),
        }).then(
          (response) => {
            void response.body?.cancel();
            return response.status === 200;
          },
          () => false,
        );
        if (ok) this.healthy.add(port);
        else this.healthy.delete(port);
      }),
    );
  }

  /** The instances in the order to try: the next healthy one first, the others after. */
  private candidates(): number[] {
    const all = this.backends();
    const start = this.next++;
    const rotated = all.map((_, index) => all[(start + index) % all.length]!);
    return [
      ...rotated.filter((port) => this.healthy.has(port)),
      ...rotated.filter((port) => !this.healthy.has(port)),
    ];
  }

  private connectBackend(client: net.Socket, tried: number, ports = this.candidates()): void {
    if (tried >= ports.length || client.destroyed) {
      client.destroy();
      return;
    }
    const port = ports[tried]!;
    const upstream = net.connect({ host: '127.0.0.1', port });
    let connected = false;
    upstream.on('error', () => {
      if (connected) client.destroy();
      else this.connectBackend(client, tried + 1, ports);
    });
    upstream.once('connect', () => {
      connected = true;
      if (client.destroyed) return upstream.destroy();
      this.open.set(client, upstream);
      upstream.once('close', () => client.destroy());
      client.once('close', () => upstream.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  }
}
