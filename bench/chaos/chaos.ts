/**
 * The fault-injection suite (issue 27): two server instances on PostgreSQL and Redis behind a
 * small balancer, a steady load of viewers, chatting members and gift senders, and one fault at
 * a time. After each fault it measures how long until service is whole again and checks the
 * data: books, gifts, chat. `npm run chaos` runs the full suite (20 s outages, a 5,000-socket
 * storm); `npm run chaos -- --short` the CI version (5 s outages, 1,000 sockets). The report
 * goes to bench/results/chaos-*.json and .md; the exit code is 1 when a check fails or service
 * took longer than 30 s to come back.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Crowd, startBalancer } from './crowd';
import { checkBooks, checkChat, checkGifts, type CheckResult } from './checks';
import {
  ChatMember,
  GiftSender,
  OutcomeLog,
  ReconnectingClient,
  rereadLiveScores,
  Viewer,
} from './clients';
import { faults, type Fault, type FaultContext } from './faults';
import { HealthWatch } from './health-watch';
import { ServerInstance } from './instances';
import { writeReport, type FaultReport } from './report';
import { makeCast } from './setup';
import { freePort, missingBinaries, OwnPostgres, OwnRedis, waitFor } from './services';

const SHORT = process.argv.includes('--short') || process.env.CHAOS_SHORT === '1';
const settings = SHORT
  ? { outageMs: 5_000, stormSockets: 1_000, viewers: 100, chatters: 8, senders: 6 }
  : { outageMs: 20_000, stormSockets: 5_000, viewers: 300, chatters: 20, senders: 12 };
const RECOVERY_LIMIT_MS = 30_000;
const CHAT_EVERY_MS = 3_000;
const GIFT_EVERY_MS = 400;

const missing = missingBinaries();
if (missing.length > 0) {
  console.error(`npm run chaos needs ${missing.join(' and ')}.`);
  process.exit(2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

console.log(`chaos (${SHORT ? 'short' : 'full'}): starting PostgreSQL and Redis of its own`);
const postgres = await OwnPostgres.start();
const redis = await OwnRedis.start();
// Whatever happens, the suite's own services do not outlive it.
const instances: ServerInstance[] = [];
process.on('exit', () => {
  for (const instance of instances) instance.killNow();
  postgres.stopNow();
  redis.stopNow();
});
const databaseUrl = postgres.url.replace(/\/postgres$/, '/tifo_chaos');
{
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database tifo_chaos');
  await admin.end();
}
const appSecret = randomBytes(32).toString('hex');
const cast = await makeCast({
  databaseUrl,
  appSecret,
  chatters: settings.chatters,
  senders: settings.senders,
});

const workDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-chaos-'));
for (const name of ['a', 'b']) {
  instances.push(
    new ServerInstance({
      name,
      port: await freePort(),
      dataDir: path.join(workDir, name),
      logDir: path.join(workDir, 'logs'),
      env: {
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        APP_SECRET: appSecret,
        MEDIA_SERVER: 'off',
        LOG_LEVEL: 'warn',
        // Every client of the suite comes from 127.0.0.1, through the balancer.
        SOCKET_MAX_PER_ADDRESS: '1000000',
        SHUTDOWN_TIMEOUT_MS: '10000',
        // As in production: the balancer's next health check sees the 503 within a second.
        SHUTDOWN_DRAIN_MS: '2000',
      },
      // As systemd's Restart=always would; the crash itself fails the fault it happened in.
      onCrash: (instance) => {
        console.error(`  instance ${instance.options.name} CRASHED; restarting it`);
        void instance.start().catch((error: Error) => console.error(error.message));
      },
    }),
  );
}
await Promise.all(instances.map((instance) => instance.start()));
const balancer = await startBalancer(instances.map((instance) => instance.port));
process.on('exit', () => balancer.killNow());
const base = `http://127.0.0.1:${balancer.port}`;
const wsBase = base.replace('http', 'ws');
console.log(`two instances up behind ${base}; logs in ${path.join(workDir, 'logs')}`);

const log = new OutcomeLog();
const health = new HealthWatch(instances);
health.start();
const resync = () => rereadLiveScores(base);
const viewers: Viewer[] = [];
// The steady viewers live here, all on the busy room; a storm's thousands more in processes of
// their own, as a blip finds a site's sockets: most on score pages, one in CHAOS_ROOM_EVERY (5)
// on the room. (With all 5,000 on one room and 30 gifts a second, CHAOS_ROOM_EVERY=1, the
// fan-out through the balancer to the pages can saturate this 2-core machine before any fault.)
const crowd = new Crowd({
  baseUrl: base,
  roomId: cast.roomId,
  roomEvery: Number(process.env.CHAOS_ROOM_EVERY ?? 5),
  log,
});
const viewersUpTo = async (total: number) => {
  if (viewers.length >= settings.viewers) return crowd.upTo(total - viewers.length);
  while (viewers.length < total) {
    const viewer = new Viewer(`${wsBase}/ws`, log, cast.roomId, resync);
    viewers.push(viewer);
    viewer.start();
    // Pages arrive over a few seconds, not in one instant.
    if (viewers.length % 100 === 0) await sleep(100);
  }
  await waitFor('viewers connected', async () => viewers.every((viewer) => viewer.ready), 120_000);
};
const chatters = cast.chatters.map((credentials) => ({
  userId: credentials.userId,
  client: new ChatMember(`${wsBase}/im`, log, credentials, cast.roomId),
  firstSeenId: 0,
}));
const senders = cast.senders.map((sender) => ({
  userId: sender.userId,
  client: new GiftSender(base, sender.token, cast.roomId, log, GIFT_EVERY_MS),
}));

for (const chatter of chatters) chatter.client.start();
await waitFor('chat members joined', async () => chatters.every(({ client }) => client.ready));
for (const chatter of chatters) chatter.firstSeenId = Math.max(0, ...chatter.client.shown.keys());
await viewersUpTo(settings.viewers);
for (const { client } of senders) client.start();
let said = 0;
let chatPaused = false;
const chatLoop = setInterval(() => {
  if (chatPaused) return;
  for (const { client } of chatters) {
    if (Math.random() < 0.5) client.say(`chaos ${++said}`);
  }
}, CHAT_EVERY_MS);
await sleep(5_000);
console.log(
  `load: ${viewers.length} viewers, ${chatters.length} chatting members, ${senders.length} gift senders`,
);

/**
 * What is not whole again yet (empty when recovered): every instance healthy, every client
 * connected, gifts and chat going through since `since`.
 */
function notRecovered(since: number): string[] {
  const recent = log.entries.filter((entry) => entry.at >= since);
  const away = viewers.filter((viewer) => !viewer.ready).length + crowd.away;
  const chatAway = chatters.filter(({ client }) => !client.ready).length;
  const unsent = chatters.reduce((sum, { client }) => sum + client.unsent, 0);
  return [
    ...(health.allHealthy() ? [] : ['an instance not healthy']),
    ...(away > 0 ? [`${away} viewers not connected`] : []),
    ...(chatAway > 0 ? [`${chatAway} chat members not connected`] : []),
    ...(unsent > 0 ? [`${unsent} chat messages unsent`] : []),
    ...(recent.some((entry) => entry.kind === 'gift' && entry.ok) ? [] : ['no gift through']),
    ...(recent.some((entry) => entry.kind === 'chat' && entry.ok) ? [] : ['no chat through']),
  ];
}

async function runFault(fault: Fault): Promise<FaultReport> {
  const context: FaultContext = {
    redis,
    postgres,
    instances,
    viewersUpTo,
    dropAllConnections: () => balancer.dropAll(),
  };
  console.log(`\nfault: ${fault.name}`);
  const started = Date.now();
  const cpuBefore = { self: process.cpuUsage(), instances: instances.map((i) => i.cpuSeconds()) };
  health.mark();
  const how = await fault.run(context);
  const ended = Date.now();
  let recoveredAt = 0;
  let missing: string[] = [];
  let progressAt = ended;
  while (Date.now() - ended < 120_000) {
    missing = notRecovered(ended);
    if (missing.length === 0) {
      recoveredAt = Date.now();
      break;
    }
    // What is still missing every 5 s: where a slow recovery spends its time.
    if (Date.now() - progressAt >= 5_000) {
      progressAt = Date.now();
      console.log(
        `  +${seconds(progressAt - ended)}: ${missing.join(', ')}; closes ${JSON.stringify(crowd.closes())}`,
      );
    }
    await sleep(100);
  }
  const self = process.cpuUsage(cpuBefore.self);
  console.log(
    `  CPU s until whole: suite (clients, balancer) ${((self.user + self.system) / 1e6).toFixed(1)}, ` +
      instances
        .map(
          (instance, index) =>
            `${instance.options.name} ${(instance.cpuSeconds() - cpuBefore.instances[index]!).toFixed(1)}`,
        )
        .join(', '),
  );
  if (!recoveredAt) {
    console.log(`  not whole after 120 s: ${missing.join(', ')}`);
    console.log(
      `  socket closes so far: here ${JSON.stringify(Object.fromEntries(ReconnectingClient.tally))}, ` +
        `crowd ${JSON.stringify(crowd.closes())}`,
    );
  }
  // Let chat catch up (members re-read what they missed), then check.
  await sleep(3_000);
  const during = log.between(started, recoveredAt || Date.now());
  // Each sender finishes the gift in hand (asking again until it has an answer), so none is
  // in flight while the database is read; they carry on after.
  await Promise.all(senders.map(({ client }) => client.stop()));
  // Likewise chat: nothing new is said, and what was said is sent, before the check.
  chatPaused = true;
  await waitFor(
    'chat outboxes sent',
    async () => chatters.every(({ client }) => client.unsent === 0),
    60_000,
  ).catch(() => undefined);
  const crashes = instances.flatMap((instance) =>
    instance.crashes
      .filter((crash) => crash.at >= started)
      .map(
        (crash) =>
          `${instance.options.name} exited (${crash.code}): ${crash.tail.split('\n').find((line) => /Error/.test(line)) ?? ''}`,
      ),
  );
  const checks: CheckResult[] = [
    {
      name: 'no instance crashed',
      ok: crashes.length === 0,
      detail: crashes.length === 0 ? 'every exit was asked for' : crashes.join('; '),
    },
    await checkBooks(databaseUrl),
    await checkGifts(databaseUrl, senders),
    await checkChat(databaseUrl, chatters),
  ];
  for (const { client } of senders) client.start();
  chatPaused = false;
  const recoveryMs = recoveredAt ? recoveredAt - ended : Number.POSITIVE_INFINITY;
  const report: FaultReport = {
    fault: fault.name,
    how,
    faultMs: ended - started,
    recoveryMs,
    requests: during.filter((entry) => entry.kind !== 'disconnect').length,
    failures: during.filter((entry) => !entry.ok && entry.kind !== 'disconnect').length,
    disconnects: during.filter((entry) => entry.kind === 'disconnect').length,
    byKind: Object.fromEntries(
      (['gift', 'chat', 'resync'] as const).map((kind) => {
        const of = during.filter((entry) => entry.kind === kind);
        return [
          kind,
          {
            ok: of.filter((entry) => entry.ok).length,
            failed: of.filter((entry) => !entry.ok).length,
          },
        ];
      }),
    ),
    health: health.summary(ended),
    checks,
    ok: checks.every((result) => result.ok) && recoveryMs <= RECOVERY_LIMIT_MS,
  };
  console.log(
    `  lasted ${seconds(report.faultMs)}; back ${Number.isFinite(recoveryMs) ? seconds(recoveryMs) : 'NEVER'} after; ` +
      `${report.requests} answers during, ${report.failures} failures, ${report.disconnects} disconnects; ${report.health}`,
  );
  for (const result of checks)
    console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.detail}`);
  return report;
}

const reports: FaultReport[] = [];
try {
  // CHAOS_ONLY=storm,redis runs the faults whose names contain one of those words.
  const only = process.env.CHAOS_ONLY?.toLowerCase().split(',');
  for (const fault of faults(settings)) {
    if (only && !only.some((word) => fault.name.toLowerCase().includes(word))) continue;
    reports.push(await runFault(fault));
  }
} finally {
  clearInterval(chatLoop);
  await Promise.all(senders.map(({ client }) => client.stop()));
  for (const viewer of viewers) viewer.stop();
  await crowd.stop();
  for (const { client } of chatters) client.stop();
  health.stop();
  await Promise.all(instances.map((instance) => instance.terminate()));
  balancer.stop();
  await redis.stop();
  await postgres.stop();
}
const file = await writeReport(reports, { short: SHORT, settings });
console.log(`\nreport: ${file}`);
const failed = reports.filter((report) => !report.ok);
if (failed.length > 0) {
  console.error(
    `chaos: ${failed.length} fault(s) failed: ${failed.map((r) => r.fault).join(', ')}`,
  );
  process.exitCode = 1;
}
process.exit();
