import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the real server (embedded defaults: PGlite, in-process bus) as a child process and
 * waits until `ready` answers; returns it with the time that took.
 */
export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  /** Resolves true once the server is ready (checked every 25 ms). */
  ready: () => Promise<boolean>;
  /**
   * The compiled server (`apps/server/dist/server.js`, as `npm start` runs it; `npm run build`
   * makes it) instead of the TypeScript through tsx.
   */
  compiled?: boolean;
  timeoutMs?: number;
}): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const command = options.compiled
    ? ['--enable-source-maps', 'apps/server/dist/server.js']
    : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn('node', command, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Every benchmark client connects from 127.0.0.1.
      SOCKET_MAX_PER_ADDRESS: '1000000',
      ...options.env,
    },
    stdio: 'ignore',
  });
  const timeoutMs = options.timeoutMs ?? 60_000;
  for (;;) {
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${timeoutMs / 1000} s`);
    }
    try {
      if (await options.ready()) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { child, readyMs: performance.now() - started };
}

export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
