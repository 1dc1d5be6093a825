/**
 * The upgrade check (issue 27): the previous version and this one on one PostgreSQL database,
 * as during a rolling deploy. The previous version serves; this one starts beside it and
 * migrates the database while the previous one keeps answering; then both serve side by side.
 * Migrations must therefore only expand (add tables, nullable or defaulted columns); what the
 * previous version still reads is dropped one release later (docs/production.md "Upgrades").
 *
 * The previous version is UPGRADE_FROM (a git revision), by default the commit before the
 * newest schema change, so every new migration is checked against the code it upgrades from.
 * It is checked out in a git worktree, installed (`npm ci`) and its server built. Needs
 * DATABASE_URL; REDIS_URL is used when set. `npm run test:upgrade`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ServerInstance, repoRoot } from '../chaos/instances';
import { freePort } from '../chaos/services';
import { exercise, type Visitor } from './exercise';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    'npm run test:upgrade needs DATABASE_URL (a PostgreSQL server it may create a database on)',
  );
  process.exit(2);
}
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
const journal = 'apps/server/src/db/migrations/meta/_journal.json';
const newestSchemaChange = git('log', '-1', '--format=%H', '--', journal);
const from = process.env.UPGRADE_FROM ?? `${newestSchemaChange}~1`;
let fromCommit: string;
try {
  fromCommit = git('rev-parse', '--verify', '--quiet', `${from}^{commit}`);
} catch {
  // A shallow clone has no earlier version to start: say so loudly rather than fail the build.
  console.error(`upgrade check SKIPPED: ${from} is not in this clone's history (shallow clone?)`);
  process.exit(0);
}
const label = git('log', '-1', '--format=%h %s', fromCommit).slice(0, 90);
console.log(
  `upgrade check: from ${label}\n           to this checkout (${git('rev-parse', '--short', 'HEAD')})`,
);

const work = await mkdtemp(path.join(os.tmpdir(), 'tifo-upgrade-'));
const oldTree = path.join(work, 'previous');
git('worktree', 'add', '--detach', oldTree, fromCommit);
const name = `tifo_upgrade_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const instances: ServerInstance[] = [];
process.on('exit', () => {
  for (const instance of instances) instance.killNow();
});
let failed = false;
try {
  console.log('installing and building the previous version…');
  const quiet = {
    cwd: oldTree,
    stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[],
  };
  execFileSync(
    'npm',
    ['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    quiet,
  );
  execFileSync('node', ['scripts/build-server.mjs'], quiet);
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? '',
    APP_SECRET: randomBytes(32).toString('hex'),
    MEDIA_SERVER: 'off',
    LOG_LEVEL: 'warn',
  };
  const make = async (which: string, root: string) =>
    new ServerInstance({
      name: which,
      port: await freePort(),
      dataDir: path.join(work, `${which}-data`),
      logDir: path.join(work, 'logs'),
      env,
      root,
    });
  const previous = await make('previous', oldTree);
  const current = await make('current', repoRoot);
  instances.push(previous, current);

  await previous.start();
  const before: Visitor = await exercise(previous.port, databaseUrl);
  console.log(`previous version serves (${before.calls} calls answered)`);

  // This version migrates while the previous one keeps answering.
  let during = 0;
  const problems: string[] = [];
  let starting = true;
  const load = (async () => {
    while (starting) {
      const round = await exercise(previous.port, databaseUrl, before).catch((error: Error) => {
        problems.push(`previous version, during the migration: ${error.message}`);
        return null;
      });
      during += round?.calls ?? 0;
    }
  })();
  await current.start();
  starting = false;
  await load;
  console.log(
    `this version started and migrated; the previous one answered ${during} calls meanwhile`,
  );

  for (const [which, instance] of [
    ['previous', previous],
    ['this', current],
  ] as const) {
    await exercise(instance.port, databaseUrl, before).catch((error: Error) => {
      problems.push(`${which} version, after the migration: ${error.message}`);
    });
  }
  // What one version wrote, the other reads: a member made on this version, seen by the old.
  const made = await exercise(current.port, databaseUrl).catch((error: Error) => {
    problems.push(`this version, a new member: ${error.message}`);
    return null;
  });
  if (made) {
    await exercise(previous.port, databaseUrl, made).catch((error: Error) => {
      problems.push(`previous version, reading a member this one made: ${error.message}`);
    });
  }
  if (problems.length > 0) {
    failed = true;
    for (const problem of problems) console.error(`FAIL ${problem}`);
  } else {
    console.log('ok: both versions serve one database before, during and after the migration');
  }
} finally {
  await Promise.all(instances.map((instance) => instance.terminate()));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  git('worktree', 'remove', '--force', oldTree);
  if (existsSync(work)) await rm(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
