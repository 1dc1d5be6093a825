/**
 * Search benchmark (`npm run bench:search`): prints figures, asserts nothing. BENCH_CLIENTS (20)
 * clients search one request at a time for BENCH_SECONDS (10) per call against the real app
 * with 10,000 streamers and rooms and 50,000 circle posts (search/server-process.ts), with terms a fan types: Vietnamese
 * without accents, two Chinese characters, English prefixes, and terms that find nothing.
 * Prints requests per second and p50/p99 for each `Search/*` call, once with hot terms searched
 * over and over and once with distinct terms that miss the server's 5-second answer cache.
 * Goal: p99 < 50 ms. BENCH_CALLS (comma-separated paths) and BENCH_TERMS (`hot`, `distinct`)
 * narrow the run.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkTs, nextEvent } from './child-processes';
import { SYLLABLES } from './search/corpus';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TERMS = [
  'ha noi',
  'da nang',
  'nghe an',
  '曼联',
  '直播',
  '球迷',
  'arsen',
  'derby',
  'live',
  'qqzz',
];
const CALLS = (
  process.env.BENCH_CALLS ?? 'Search/index,Search/anchor,Search/live,Search/match,Search/post'
).split(',');
/** `hot`, `distinct`, or both (the default). */
const TERM_KINDS = process.env.BENCH_TERMS ?? 'hot,distinct';

interface Ready {
  port: number;
  rooms: number;
  posts: number;
  seedSeconds: number;
  database: string;
}

const server = forkTs(path.join(here, 'search', 'server-process.ts'));
const ready = await nextEvent<Ready>(server, 'ready');
const base = `http://127.0.0.1:${ready.port}/api`;
console.log(
  `${ready.database}: ${ready.rooms} streamers and rooms, ${ready.posts} posts seeded in ${ready.seedSeconds.toFixed(1)} s; ${CLIENTS} clients, ${SECONDS} s per call`,
);

// Plain keep-alive HTTP: the clients share the server's two cores, and fetch costs several
// times the CPU per request, which would show up as the server's latency.
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
function getJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** Distinct terms (two syllables of the corpus): nearly every search reaches the database. */
function distinctTerm(index: number): string {
  const pick = () => SYLLABLES[Math.floor(Math.random() * SYLLABLES.length)] ?? 'an';
  return `${pick()}${pick()}${index % 2 === 0 ? '' : ` ${pick()}`}`;
}

async function measure(call: string, termOf: (index: number) => string): Promise<string> {
  const latencies: number[] = [];
  let failed = 0;
  let stopping = false;
  const client = async (offset: number) => {
    for (let index = offset; !stopping; index += 1) {
      const started = performance.now();
      const body = (await getJson(`${base}/${call}?name=${encodeURIComponent(termOf(index))}`)) as {
        code: number;
      };
      latencies.push(performance.now() - started);
      if (body.code !== 0) failed += 1;
    }
  };
  const startedAt = performance.now();
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  stopping = true;
  await Promise.all(clients);
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return `${(latencies.length / seconds).toFixed(0).padStart(5)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms${failed ? `  (${failed} failed)` : ''}`;
}

for (const [kind, label, termOf] of [
  ['hot', 'hot terms', (index: number) => TERMS[index % TERMS.length] ?? 'live'],
  ['distinct', 'distinct terms', distinctTerm],
] as const) {
  if (!TERM_KINDS.split(',').includes(kind)) continue;
  console.log(`${label}:`);
  for (const call of CALLS) console.log(`  ${call.padEnd(14)} ${await measure(call, termOf)}`);
}
server.send({ cmd: 'stop' });
await new Promise((resolve) => server.once('exit', resolve));
