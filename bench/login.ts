/**
 * Login benchmark (accounts issue): password logins from 50 concurrent clients against the real
 * app (PGlite in memory, argon2id hashing), for a fixed time. Prints throughput and latency.
 */
import type { AddressInfo } from 'node:net';
import { PASSWORD_HASH_PARAMETERS } from '../apps/server/src/platform/passwords/password-hasher';
import { registerMember } from '../apps/server/src/test-support/accounts';
import { buildTestApp } from '../apps/server/src/test-support/test-app';
import { openTestDatabase } from '../apps/server/src/test-support/targets';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const database = await openTestDatabase('pglite');
const test = await buildTestApp({ database });
const members = [];
for (let i = 0; i < CLIENTS; i += 1) members.push(await registerMember(test.app, database.db));
await test.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = test.app.server.address() as AddressInfo;

const latencies: number[] = [];
let failures = 0;
const deadline = performance.now() + DURATION_MS;
await Promise.all(
  members.map(async (member) => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tifo-client': 'web' },
        body: JSON.stringify({
          account: member.mobile,
          password: member.password,
          device_type: 'pc',
        }),
      });
      const body = (await response.json()) as { code: number };
      latencies.push(performance.now() - started);
      if (body.code !== 0) failures += 1;
    }
  }),
);
latencies.sort((a, b) => a - b);
const round = (n: number) => Math.round(n);
console.log(
  `login (account + password, argon2id m=${PASSWORD_HASH_PARAMETERS.memoryCost} KiB t=${PASSWORD_HASH_PARAMETERS.timeCost} ` +
    `p=${PASSWORD_HASH_PARAMETERS.parallelism}), ${CLIENTS} concurrent clients, ${DURATION_MS / 1000} s: ` +
    `${Math.round(latencies.length / (DURATION_MS / 1000))} logins/s, p50 ${round(percentile(latencies, 50))} ms, ` +
    `p95 ${round(percentile(latencies, 95))} ms, p99 ${round(percentile(latencies, 99))} ms, failures ${failures}`,
);
await test.close();
await database.dispose();
