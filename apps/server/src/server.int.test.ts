import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

/** Starts the real entry point as `npm start` does and resolves once it listens. */
function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"address":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  listening.catch(() => {}); // a test that expects an early exit never awaits it
  return { child, exited, listening, output: () => output };
}

describe('server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start on a bad configuration with a clear message and exit code 78', async () => {
    const server = startServer({ PORT: 'abc', DATABASE_URL: 'mysql://nope', DATA_DIR: dataDir });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL');
    expect(server.output()).not.toMatch(/at .*\(.*\.ts:\d+/);
  });

  // The acceptance check: `NODE_ENV=production npm run serve` with no providers.
  it('refuses production without real providers, naming each missing setting (exit 78)', async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(await server.exited).toBe(78);
    for (const setting of ['PUBLIC_URL', 'OPERATOR_MOBILE', 'SMS_PROVIDER', 'PAYMENT_PROVIDERS']) {
      expect(server.output()).toContain(`${setting}:`);
    }
  });

  it('refuses to start when the RTMP port is taken, naming MEDIA_RTMP_PORT (exit 78)', async () => {
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const { port } = squatter.address() as AddressInfo;
    try {
      const server = startServer({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'rtmp-port-taken'),
        MEDIA_SERVER: 'embedded',
        MEDIA_RTMP_PORT: String(port),
      });
      expect(await server.exited).toBe(78);
      expect(server.output()).toContain(`MEDIA_RTMP_PORT: port ${port} is already in use`);
      expect(server.output()).toContain('MEDIA_SERVER=off');
      expect(server.output()).not.toMatch(/at .*\(.*\.ts:\d+/);
      expect(server.output()).not.toContain('EADDRINUSE');
    } finally {
      squatter.close();
    }
  }, 60_000);

  it('serves, then shuts down gracefully on SIGTERM, closing sockets with 1001', async () => {
    const server = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    const port = await server.listening;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    server.child.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');

    // The seeded passwords are handed over in a file only its owner reads, never logged (M9).
    const passwordsFile = path.join(dataDir, 'initial-passwords.txt');
    expect((await stat(passwordsFile)).mode & 0o777).toBe(0o600);
    const passwords = [...(await readFile(passwordsFile, 'utf8')).matchAll(/password (\S+)/g)];
    expect(passwords.map((match) => match[0])).toHaveLength(2);
    for (const [, password] of passwords) expect(server.output()).not.toContain(password);
    expect(server.output()).toContain(passwordsFile);
  }, 60_000);
});
