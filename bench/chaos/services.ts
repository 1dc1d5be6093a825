/**
 * The chaos suite's own PostgreSQL cluster and Redis server, started from the machine's
 * binaries on free ports, so a fault (a kill, a restart) hits nobody else's service.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on the port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

/** What the suite needs from the machine, or why it cannot run. */
export function missingBinaries(): string[] {
  const missing: string[] = [];
  if (!postgresBinDir()) missing.push('PostgreSQL server binaries (apt-get install postgresql)');
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    missing.push('redis-server (apt-get install redis-server)');
  }
  return missing;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

export class OwnPostgres {
  private constructor(
    readonly port: number,
    private readonly dataDir: string,
    private readonly bin: string,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async start(): Promise<OwnPostgres> {
    const bin = postgresBinDir();
    if (!bin) throw new Error('no PostgreSQL server binaries');
    const root = await mkdtemp(path.join(os.tmpdir(), 'tifo-chaos-pg-'));
    const dataDir = path.join(root, 'data');
    await mkdir(dataDir);
    if (process.getuid?.() === 0) {
      const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      await chown(root, Number(user.stdout), Number(group.stdout));
      await chown(dataDir, Number(user.stdout), Number(group.stdout));
      await chmod(dataDir, 0o700);
    }
    const [command, args] = asPostgresUser(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
    ]);
    const init = spawnSync(command, args, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    const postgres = new OwnPostgres(await freePort(), dataDir, bin);
    await postgres.up();
    return postgres;
  }

  private pgCtl(args: string[]): void {
    const [command, full] = asPostgresUser(path.join(this.bin, 'pg_ctl'), [
      '-D',
      this.dataDir,
      ...args,
    ]);
    const result = spawnSync(command, full, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${result.stderr}`);
  }

  /** Starts the cluster and waits until it takes connections. */
  async up(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${this.dataDir}`,
      '-c max_connections=200',
    ].join(' ');
    this.pgCtl(['start', '-w', '-l', path.join(this.dataDir, 'server.log'), '-o', options]);
    await waitFor('PostgreSQL', () => portOpen(this.port));
  }

  /** A fast shutdown: open sessions are ended, as in a restart by an operator. */
  down(): void {
    this.pgCtl(['stop', '-w', '-m', 'fast']);
  }

  async stop(): Promise<void> {
    this.stopNow();
  }

  /** Synchronous, for an exiting process. */
  stopNow(): void {
    try {
      this.pgCtl(['stop', '-w', '-m', 'immediate']);
    } catch {
      // already down
    }
  }
}

export class OwnRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.up();
    return redis;
  }

  async up(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitFor('Redis', () => portOpen(this.port));
  }

  /** SIGKILL: the server is gone at once, with everything it held. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  stop(): Promise<void> {
    return this.kill();
  }

  /** Synchronous, for an exiting process. */
  stopNow(): void {
    this.child?.kill('SIGKILL');
  }
}
