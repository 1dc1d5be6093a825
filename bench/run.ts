/**
 * Foundation benchmarks: `npm run bench` prints figures, it asserts nothing.
 *  - cold start: process spawn → first page served (fresh data folder, then warm);
 *  - HTTP: the settings call under concurrent load;
 *  - live-data socket: push delivery latency to many connected clients.
 * Everything runs on this machine (loopback only) and stops by itself.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { rawToText } from '../apps/server/src/realtime/raw-data';
import { percentile, recordFigures } from './results';
import { startServerProcess, stopServerProcess } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const BASE = `http://127.0.0.1:${PORT}`;

const round = (n: number) => Math.round(n * 10) / 10;

async function startServer(
  dataDir: string,
  compiled = false,
): Promise<{ child: ChildProcess; firstPageMs: number }> {
  const { child, readyMs } = await startServerProcess({
    port: PORT,
    dataDir,
    compiled,
    ready: async () => {
      const response = await fetch(`${BASE}/main`);
      return response.ok && (await response.text()).includes('<div id="root"');
    },
  });
  return { child, firstPageMs: readyMs };
}

const stopServer = stopServerProcess;

async function benchHttp(durationMs: number, concurrency: number): Promise<void> {
  const latencies: number[] = [];
  const deadline = performance.now() + durationMs;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const response = await fetch(`${BASE}/api/System/getConfig`);
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `http  GET /api/System/getConfig, ${concurrency} concurrent, ${durationMs / 1000} s: ` +
      `${Math.round(latencies.length / (durationMs / 1000))} req/s, p50 ${round(percentile(latencies, 50))} ms, ` +
      `p99 ${round(percentile(latencies, 99))} ms, errors ${errors}`,
  );
}

async function benchSocket(clients: number): Promise<void> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < clients; i += 1) {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'register', info: 'bench' }));
    sockets.push(socket);
  }
  // Heartbeat answers go back to one client only, so measure a round trip per client instead of a
  // broadcast (broadcasts need a publisher inside the server; the integration tests cover them).
  const latencies: number[] = [];
  for (let round_ = 0; round_ < 3; round_ += 1) {
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            const t0 = performance.now();
            const onMessage = (data: WebSocket.RawData) => {
              if (rawToText(data).includes('"code":102')) {
                latencies.push(performance.now() - t0);
                socket.off('message', onMessage);
                resolve();
              }
            };
            socket.on('message', onMessage);
            socket.send(JSON.stringify({ type: 'heartbeat' }));
          }),
      ),
    );
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `ws    ${clients} clients, heartbeat round trips all at once ×3: p50 ${round(percentile(latencies, 50))} ms, ` +
      `p99 ${round(percentile(latencies, 99))} ms`,
  );
  for (const socket of sockets) socket.close();
}

/** A process's resident memory (Linux `ps`), in MB. */
async function residentMb(child: ChildProcess): Promise<number> {
  const { execFileSync } = await import('node:child_process');
  const kb = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)])
      .toString()
      .trim(),
  );
  return Math.round(kb / 1024);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-bench-'));
  try {
    const cold = await startServer(dataDir);
    console.log(
      `start cold (new data folder: migrate + seed): first page after ${Math.round(cold.firstPageMs)} ms`,
    );
    await stopServer(cold.child);
    // The same warm start, compiled as `npm start` runs it, then through tsx as tests do.
    const compiled = await startServer(dataDir, true);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const compiledMb = await residentMb(compiled.child);
    console.log(
      `start warm, compiled (npm start): first page after ${Math.round(compiled.firstPageMs)} ms, ` +
        `${compiledMb} MB resident 2 s later`,
    );
    await stopServer(compiled.child);
    const warm = await startServer(dataDir);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const tsxMb = await residentMb(warm.child);
    console.log(
      `start warm, tsx (baseline): first page after ${Math.round(warm.firstPageMs)} ms, ` +
        `${tsxMb} MB resident 2 s later`,
    );
    recordFigures([
      {
        bench: 'run',
        name: 'start, new data folder → first page',
        value: Math.round(cold.firstPageMs),
        unit: 'ms',
      },
      {
        bench: 'run',
        name: 'start, compiled (npm start) → first page',
        value: Math.round(compiled.firstPageMs),
        unit: 'ms',
        baseline: { name: 'through tsx', value: Math.round(warm.firstPageMs) },
        goal: { op: '≤', timesBaseline: 1 },
      },
      {
        bench: 'run',
        name: 'server memory 2 s after start, compiled',
        value: compiledMb,
        unit: 'MB',
        baseline: { name: 'through tsx', value: tsxMb },
        goal: { op: '≤', timesBaseline: 1 },
      },
    ]);
    await benchHttp(5_000, 50);
    await benchSocket(1_000);
    await stopServer(warm.child);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
