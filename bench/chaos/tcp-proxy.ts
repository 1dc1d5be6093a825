/**
 * A small load balancer in front of the server instances, as nginx or a cloud balancer would
 * be: each client connection goes to the next instance in turn; an instance that refuses the
 * connection is skipped (proxy_next_upstream error). Works for HTTP and WebSocket alike,
 * because it only pipes bytes.
 */
import net from 'node:net';

export class TcpProxy {
  private readonly server: net.Server;
  /** Client connections, each with its instance's socket once connected. */
  private readonly open = new Map<net.Socket, net.Socket | null>();
  private next = 0;
  port = 0;

  constructor(private readonly backends: () => readonly number[]) {
    this.server = net.createServer((client) => this.accept(client));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this.port;
  }

  get connections(): number {
    return this.open.size;
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

  private connectBackend(client: net.Socket, tried: number): void {
    const ports = this.backends();
    if (tried >= ports.length || client.destroyed) {
      client.destroy();
      return;
    }
    const port = ports[this.next++ % ports.length]!;
    const upstream = net.connect({ host: '127.0.0.1', port });
    let connected = false;
    upstream.on('error', () => {
      if (connected) client.destroy();
      else this.connectBackend(client, tried + 1);
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
