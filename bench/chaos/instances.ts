/**
 * Server instances as production runs them: `node apps/server/dist/server.js` (npm run serve),
 * each its own process with its own port and DATA_DIR, all on one database and one Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './services';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface InstanceOptions {
  name: string;
  /** The checkout whose compiled server runs (another version's worktree); this one otherwise. */
  root?: string;
  port: number;
  dataDir: string;
  logDir: string;
  env: NodeJS.ProcessEnv;
  /** Told when the process exits without being asked to (the suite restarts it, as a supervisor). */
  onCrash?: (instance: ServerInstance) => void;
}

export class ServerInstance {
  private child: ChildProcess | null = null;
  /** Exits nobody asked for (a crash), with the last lines the process wrote. */
  readonly crashes: { at: number; code: number | null; tail: string }[] = [];
  private stopping = false;
  private tail = '';
  /** CPU seconds of this instance's earlier processes, and the running one's last reading. */
  private retiredCpu = 0;
  private lastCpu = 0;
  private cpuSampler: NodeJS.Timeout | null = null;

  constructor(readonly options: InstanceOptions) {}

  get port(): number {
    return this.options.port;
  }

  /**
   * CPU seconds (user + system) the instance has used over all its processes, from /proc (0
   * elsewhere). A process's last reading (taken every second) is kept when it exits, so a
   * restart does not make the count go back.
   */
  cpuSeconds(): number {
    return this.retiredCpu + this.readCpu();
  }

  private readCpu(): number {
    const pid = this.child?.pid;
    if (!pid) return 0;
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      this.lastCpu = (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // gone: the last reading stands
    }
    return this.lastCpu;
  }

  async start(): Promise<void> {
    const root = this.options.root ?? repoRoot;
    const server = path.join(root, 'apps/server/dist/server.js');
    if (!existsSync(server)) {
      throw new Error(`${server} is missing: run \`npm run build\` first`);
    }
    await mkdir(this.options.logDir, { recursive: true });
    const log = createWriteStream(path.join(this.options.logDir, `${this.options.name}.log`), {
      flags: 'a',
    });
    // BENCH_CPU_PROF=<dir>: each instance writes a CPU profile there when it exits.
    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
    const child = spawn('node', ['--enable-source-maps', ...profile, server], {
      cwd: root,
      env: {
        ...process.env,
        ...this.options.env,
        PORT: String(this.options.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.options.dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    this.child = child;
    this.stopping = false;
    this.lastCpu = 0;
    this.cpuSampler = setInterval(() => this.readCpu(), 1_000);
    this.cpuSampler.unref();
    child.stderr?.on('data', (chunk: Buffer) => {
      this.tail = (this.tail + chunk.toString()).slice(-2_000);
    });
    child.once('exit', (code) => {
      if (this.cpuSampler) clearInterval(this.cpuSampler);
      this.retiredCpu += this.lastCpu;
      this.lastCpu = 0;
      if (this.stopping) return;
      this.crashes.push({ at: Date.now(), code, tail: this.tail });
      this.child = null;
      this.options.onCrash?.(this);
    });
    await waitFor(
      `${this.options.name} ready`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${this.options.name} exited`);
        const response = await fetch(`http://127.0.0.1:${this.port}/api/health`);
        return response.status === 200;
      },
      90_000,
    );
  }

  /** Synchronous, for an exiting suite. */
  killNow(): void {
    this.child?.kill('SIGKILL');
  }

  /** SIGKILL: no goodbye to anyone, as when a machine dies. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGTERM: a graceful stop (sockets closed with 1001, then the pool and the bus). */
  async terminate(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.stopping = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.child = null;
  }
}
