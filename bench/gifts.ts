/**
 * Gift benchmark (money issue): BENCH_SENDERS (50) members send gifts as fast as they can, each
 * waiting for its answer, into one streamer's room for BENCH_SECONDS, through the real path
 * (HTTP, session, ledger transaction on PostgreSQL, gift push). Prints gifts per second and
 * p50/p99 per gift, then checks the ledger: balanced, every wallet equal to its postings, and
 * the streamer's pending income equal to the sum of the sends. Goal: ≥ 1,000 gifts/s, p99 < 100 ms.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkTs, nextEvent } from './child-processes';
import type { GiftServerCommand, GiftServerReply } from './gifts/protocol';
import { percentile, recordFigures } from './results';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_MS = 1_000;

type Ready = Extract<GiftServerReply, { event: 'ready' }>;
type Verified = Extract<GiftServerReply, { event: 'verified' }>;

const server = forkTs(path.join(here, 'gifts', 'server-process.ts'));
const ready = await nextEvent<Ready>(server, 'ready');
const url = `http://127.0.0.1:${ready.port}/api/member/handselGift`;
const body = JSON.stringify({ room_id: ready.roomId, gift_id: 1, count: 1 });
const listUrl = `http://127.0.0.1:${ready.port}/api/Gift/getList`;

interface Run {
  ok: number;
  failed: number;
  latencies: number[];
  seconds: number;
}

/** Every sender loops (one request at a time) for `seconds` after a warm-up; counts answers. */
async function load(send: (token: string) => Promise<boolean>, seconds: number): Promise<Run> {
  let measuring = false;
  let stopping = false;
  const run: Run = { ok: 0, failed: 0, latencies: [], seconds: 0 };
  const loop = async (token: string) => {
    while (!stopping) {
      const started = performance.now();
      const accepted = await send(token);
      if (!measuring) continue;
      run.latencies.push(performance.now() - started);
      if (accepted) run.ok += 1;
      else run.failed += 1;
    }
  };
  const loops = ready.tokens.map((token) => loop(token));
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  measuring = true;
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  run.seconds = (performance.now() - startedAt) / 1000;
  stopping = true;
  await Promise.all(loops);
  run.latencies.sort((a, b) => a - b);
  return run;
}

function report(name: string, run: Run): { perSecond: number; p99: number } {
  const at = (p: number) => percentile(run.latencies, p);
  console.log(
    `  ${name.padEnd(34)} ${Math.round(run.ok / run.seconds).toLocaleString('en')}/s ` +
      `(${run.ok} answered, ${run.failed} refused): p50 ${at(50).toFixed(1)} ms, ` +
      `p99 ${at(99).toFixed(1)} ms, max ${(run.latencies.at(-1) ?? NaN).toFixed(1)} ms`,
  );
  return { perSecond: Math.round(run.ok / run.seconds), p99: Math.round(at(99) * 10) / 10 };
}

console.log(
  `gifts: ${ready.tokens.length} senders into one streamer on ${ready.database}, ${SECONDS} s`,
);
// The same senders on a call with no database work (the cached gift list): what HTTP alone
// costs on this machine, beside the gifts.
const baseline = await load(
  async (token) => {
    const response = await fetch(listUrl, { headers: { token } });
    return ((await response.json()) as { code: number }).code === 0;
  },
  Math.min(SECONDS, 5),
);
const http = report('HTTP only (Gift/getList, cached)', baseline);
const gifts = await load(async (token) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tifo-client': 'web', token },
    body,
  });
  return ((await response.json()) as { code: number }).code === 0;
}, SECONDS);
const sent = report('gifts (member/handselGift)', gifts);
const ok = gifts.ok;

server.send({ cmd: 'verify', sent: ok } satisfies GiftServerCommand);
const verified = await nextEvent<Verified>(server, 'verified');
const incomeMatches = verified.pendingIncome === verified.expectedIncome;
console.log(
  `  invariants: ${verified.problems.length === 0 ? 'ledger balanced, wallets equal their postings' : verified.problems.join('; ')}; ` +
    `${verified.sends} sends stored, streamer pending ${verified.pendingIncome / 100} diamonds ` +
    `${incomeMatches ? '=' : '≠'} sum of sends ${verified.expectedIncome / 100}`,
);
server.send({ cmd: 'stop' } satisfies GiftServerCommand);
await nextEvent(server, 'stopped');
const note = `${ready.tokens.length} senders, ${ready.database}${verified.problems.length === 0 && incomeMatches ? ', ledger checked' : ', LEDGER WRONG'}`;
recordFigures([
  {
    bench: 'gifts',
    name: 'gifts per second',
    value: sent.perSecond,
    unit: '/s',
    baseline: { name: 'HTTP only', value: http.perSecond },
    goal: { op: '≥', value: 1_000 },
    note,
  },
  {
    bench: 'gifts',
    name: 'gift answer p99',
    value: sent.p99,
    unit: 'ms',
    baseline: { name: 'HTTP only', value: http.p99 },
    goal: { op: '<', value: 100 },
    note,
  },
]);
if (verified.problems.length > 0 || !incomeMatches) process.exitCode = 1;
