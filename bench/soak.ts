/**
 * Soak (issue 27): the whole app under a steady mixed load for SOAK_MINUTES (30): viewers on
 * /ws who come and go, members chatting on /im, gift senders, pages reading lists. Samples the
 * server's memory (RSS, and the heap after a full collection) and its active timers and sockets
 * every 30 s; after a warm-up (the first fifth) they must stay flat, and once the clients leave,
 * the hubs' socket maps must be empty. Embedded defaults by default; SOAK_SERVICES=1 (with
 * DATABASE_URL and REDIS_URL) on PostgreSQL and Redis. Report in bench/results/soak-*.md.
 */
import { fork } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextEvent } from './child-processes';
import { ChatMember, GiftSender, OutcomeLog, Viewer } from './chaos/clients';
import type { SoakCommand, SoakReply, SoakSample } from './soak/protocol';

const here = path.dirname(fileURLToPath(import.meta.url));
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const SAMPLE_EVERY_MS = Math.min(30_000, (MINUTES * 60_000) / 20);
const VIEWERS = Number(process.env.SOAK_VIEWERS ?? 200);
/** Growth allowed between the first and last samples after warm-up. */
const MAX_GROWTH = 0.15;

type Ready = Extract<SoakReply, { event: 'ready' }>;
const server = fork(path.join(here, 'soak', 'server-process.ts'), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  stdio: 'inherit',
});
const ready = await nextEvent<Ready>(server, 'ready');
const base = `http://127.0.0.1:${ready.port}`;
const wsBase = base.replace('http', 'ws');
console.log(`soak: ${MINUTES} min on ${ready.mode}, ${VIEWERS} viewers coming and going`);

const log = new OutcomeLog();
const pageRead = async () => {
  const response = await fetch(`${base}/api/Match/getList?sport=football&status=all`);
  return ((await response.json()) as { code: number }).code === 0;
};
const newViewer = () => {
  const viewer = new Viewer(`${wsBase}/ws`, log, ready.roomId, pageRead);
  viewer.start();
  return viewer;
};
let viewers = Array.from({ length: VIEWERS }, newViewer);
const chatters = ready.chatters.map((c) => new ChatMember(`${wsBase}/im`, log, c, ready.roomId));
for (const chatter of chatters) chatter.start();
const senders = ready.senders.map((s) => new GiftSender(base, s.token, ready.roomId, log, 1_000));
for (const sender of senders) sender.start();

let said = 0;
const timers = [
  // A tenth of the viewers leave and others arrive every 10 s: maps must not keep the gone.
  setInterval(() => {
    const leaving = viewers.slice(0, VIEWERS / 10);
    for (const viewer of leaving) viewer.stop();
    viewers = [...viewers.slice(VIEWERS / 10), ...leaving.map(newViewer)];
  }, 10_000),
  setInterval(() => {
    for (const chatter of chatters) if (Math.random() < 0.4) chatter.say(`soak ${++said}`);
  }, 3_000),
  setInterval(
    () =>
      void pageRead().then(
        (ok) => log.add('resync', ok),
        () => log.add('resync', false),
      ),
    500,
  ),
];

const samples: (SoakSample & { minute: number })[] = [];
const started = Date.now();
const sample = async () => {
  server.send({ cmd: 'sample' } satisfies SoakCommand);
  const taken = await nextEvent<SoakSample & { event: 'sample' }>(server, 'sample');
  samples.push({ ...taken, minute: (Date.now() - started) / 60_000 });
  const timersNow = (taken.resources.Timeout ?? 0) + (taken.resources.Immediate ?? 0);
  console.log(
    `  ${((Date.now() - started) / 60_000).toFixed(1).padStart(5)} min: RSS ${taken.rssMb.toFixed(0)} MB, ` +
      `heap ${taken.heapUsedMb.toFixed(1)} MB, timers ${timersNow}, sockets /ws ${taken.liveDataSockets} /im ${taken.imSockets}`,
  );
};
while (Date.now() - started < MINUTES * 60_000) {
  await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  await sample();
}
for (const timer of timers) clearInterval(timer);
await Promise.all(senders.map((sender) => sender.stop()));
for (const client of [...viewers, ...chatters]) client.stop();
await new Promise((resolve) => setTimeout(resolve, 5_000));
server.send({ cmd: 'sample' } satisfies SoakCommand);
const after = await nextEvent<SoakSample & { event: 'sample' }>(server, 'sample');

const settled = samples.slice(Math.ceil(samples.length / 5));
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const early = settled.slice(0, 3);
const late = settled.slice(-3);
const timersOf = (s: SoakSample) => (s.resources.Timeout ?? 0) + (s.resources.Immediate ?? 0);
const measures = [
  { name: 'RSS (MB)', of: (s: SoakSample) => s.rssMb },
  { name: 'heap after GC (MB)', of: (s: SoakSample) => s.heapUsedMb },
  { name: 'active timers', of: timersOf },
].map(({ name, of }) => {
  const first = median(early.map(of));
  const last = median(late.map(of));
  // Timers come and go by a few; memory by a share.
  const limit = name === 'active timers' ? first * (1 + MAX_GROWTH) + 5 : first * (1 + MAX_GROWTH);
  return { name, first, last, growth: (last - first) / first, ok: last <= limit };
});
const emptied = after.liveDataSockets === 0 && after.imSockets === 0;
const outcomes = log.entries;
const failed = outcomes.filter((entry) => !entry.ok && entry.kind !== 'disconnect').length;
const lines = [
  `# Soak ${new Date().toISOString()}: ${MINUTES} min on ${ready.mode}`,
  '',
  `Load: ${VIEWERS} viewers (a tenth replaced every 10 s), ${chatters.length} chatting members, ` +
    `${senders.length} gift senders (one a second each), list reads twice a second. ` +
    `${outcomes.length.toLocaleString('en')} answers, ${failed} failed.`,
  '',
  '| Measure | After warm-up | At the end | Growth | Flat |',
  '|---|---|---|---|---|',
  ...measures.map(
    (m) =>
      `| ${m.name} | ${m.first.toFixed(1)} | ${m.last.toFixed(1)} | ${(m.growth * 100).toFixed(1)} % | ${m.ok ? 'yes' : 'NO'} |`,
  ),
  `| sockets in the hubs after every client left | | /ws ${after.liveDataSockets}, /im ${after.imSockets} | | ${emptied ? 'yes' : 'NO'} |`,
  '',
  'Samples (minute: RSS MB, heap MB, timers):',
  '',
  ...samples.map(
    (s) =>
      `- ${s.minute.toFixed(1)}: ${s.rssMb.toFixed(0)}, ${s.heapUsedMb.toFixed(1)}, ${timersOf(s)}`,
  ),
  '',
];
const dir = path.join(here, 'results');
await mkdir(dir, { recursive: true });
const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
const file = path.join(
  dir,
  `soak-${process.env.SOAK_SERVICES === '1' ? 'services' : 'embedded'}-${stamp}.md`,
);
await writeFile(file, lines.join('\n'));
console.log(lines.slice(0, 12).join('\n'));
console.log(`report: ${file}`);
server.send({ cmd: 'stop' } satisfies SoakCommand);
await nextEvent(server, 'stopped');
if (!measures.every((m) => m.ok) || !emptied) process.exitCode = 1;
process.exit();
