/**
 * Engagement benchmark (engagement issue): the two rushes a popular room produces, through the
 * real HTTP path. A red envelope of 100 shares that BENCH_MEMBERS (300) members all try to open
 * at the same instant, and a mall item with BENCH_STOCK (50) left that all of them try to buy
 * at once. Prints how long each rush took to drain and p50/p99 per request, then checks that
 * exactly 100 shares were paid and sum to the envelope's total, that exactly the stock was
 * sold, and that the ledger balances. Goal: both rushes drain in under 2 s, nothing oversold.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkTs, nextEvent } from './child-processes';
import type { EngagementServerCommand, EngagementServerReply } from './engagement/protocol';

const here = path.dirname(fileURLToPath(import.meta.url));
const SHARES = 100;

type Ready = Extract<EngagementServerReply, { event: 'ready' }>;
type Verified = Extract<EngagementServerReply, { event: 'verified' }>;

const server = forkTs(path.join(here, 'engagement', 'server-process.ts'));
const ready = await nextEvent<Ready>(server, 'ready');
const base = `http://127.0.0.1:${ready.port}/api`;

async function post(pathName: string, token: string, body: unknown) {
  const response = await fetch(`${base}/${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tifo-client': 'web', token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: { envelope?: { id: number } } };
}

/** Everyone at once; the time until the last answer, and each request's latency. */
async function rush(request: (token: string) => Promise<{ code: number }>) {
  const started = performance.now();
  const latencies: number[] = [];
  const codes = await Promise.all(
    ready.tokens.map(async (token) => {
      const sent = performance.now();
      const answer = await request(token);
      latencies.push(performance.now() - sent);
      return answer.code;
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return {
    seconds: (performance.now() - started) / 1000,
    ok: codes.filter((code) => code === 0).length,
    refused: codes.filter((code) => code !== 0).length,
    p50: at(0.5),
    p99: at(0.99),
  };
}

function report(name: string, run: Awaited<ReturnType<typeof rush>>): void {
  console.log(
    `  ${name.padEnd(30)} drained in ${run.seconds.toFixed(2)} s: ${run.ok} got one, ` +
      `${run.refused} told no; p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms`,
  );
}

console.log(`engagement rushes: ${ready.tokens.length} members on ${ready.database}`);
const sent = await post('Redenvelope/insert', ready.senderToken, {
  room_id: ready.roomId,
  total: 1_000,
  count: SHARES,
});
const envelopeId = sent.data.envelope?.id ?? 0;
const claims = await rush((token) => post('Redenvelope/receiveRed', token, { id: envelopeId }));
report(`red envelope (${SHARES} shares)`, claims);
const buys = await rush((token) =>
  post('goods/exchange', token, {
    goods_id: ready.goodsId,
    contact: { name: 'Bench', phone: '13800000000', address: 'Bench street 1' },
  }),
);
report(`mall item (${ready.stock} in stock)`, buys);

server.send({
  cmd: 'verify',
  envelopeId,
  goodsId: ready.goodsId,
} satisfies EngagementServerCommand);
const verified = await nextEvent<Verified>(server, 'verified');
const sharesRight =
  verified.claimed === SHARES &&
  verified.claimedMinor === verified.envelopeMinor &&
  claims.ok === SHARES;
const stockRight =
  verified.stockLeft === 0 && verified.exchanges === ready.stock && buys.ok === ready.stock;
console.log(
  `  invariants: ${verified.problems.length === 0 ? 'ledger balanced' : verified.problems.join('; ')}; ` +
    `${verified.claimed} shares paid, ${verified.claimedMinor / 100} of ${verified.envelopeMinor / 100} diamonds; ` +
    `${verified.exchanges} sold, ${verified.stockLeft} left`,
);
server.send({ cmd: 'stop' } satisfies EngagementServerCommand);
await nextEvent(server, 'stopped');
if (verified.problems.length > 0 || !sharesRight || !stockRight) process.exitCode = 1;
