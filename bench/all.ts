/**
 * `npm run bench`: every benchmark with a goal (issue 22), one after another, each in its own
 * process so none inherits another's load; then one table with every figure beside its baseline
 * from the same run and its goal, written as JSON to bench/results/. A benchmark whose services
 * are missing (DATABASE_URL, REDIS_URL, Chromium, ffmpeg) shows as skipped, with what it needs.
 * BENCH_ONLY=gifts,im runs some of them (by script name). It builds the site and server first
 * (BENCH_SKIP_BUILD=1 does not).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goalText, meetsGoal, type Figure } from './results';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Bench {
  script: string;
  /** What it measures, for the progress lines. */
  about: string;
  env?: NodeJS.ProcessEnv;
  /** Environment variables it needs set. */
  needsEnv?: string[];
  /** Programs it needs on the PATH. */
  needsPrograms?: string[];
}

const BENCHES: Bench[] = [
  { script: 'run.ts', about: 'start time and memory, compiled against tsx' },
  {
    script: 'first-load.ts',
    about: "/main's JavaScript over the wire",
    needsPrograms: ['chromium'],
  },
  { script: 'gifts.ts', about: 'gifts on PostgreSQL', needsEnv: ['DATABASE_URL'] },
  {
    script: 'im.ts',
    about: 'a chat room of 5,000 members, 100 messages a second, on PostgreSQL',
    env: {
      BENCH_MEMBERS: '4940',
      BENCH_SENDERS: '60',
      BENCH_RATE: '100',
      BENCH_DATABASE: 'postgres',
    },
    needsEnv: ['DATABASE_URL'],
  },
  {
    script: 'media.ts',
    about: 'publish → first frame in Chromium',
    env: { BENCH_VIEWERS: 'none' },
    needsPrograms: ['chromium', 'ffmpeg'],
  },
  { script: 'fanout.ts', about: 'a goal to 10,000 sockets, one instance' },
  {
    script: 'fanout-instances.ts',
    about: 'a goal to 10,000 sockets over two instances with PostgreSQL and Redis',
    needsEnv: ['DATABASE_URL', 'REDIS_URL'],
  },
  {
    script: 'lighthouse.ts',
    about: 'Lighthouse mobile performance of /main, /football and a live room',
    needsPrograms: ['chromium'],
  },
];

function missing(bench: Bench): string[] {
  const env = (bench.needsEnv ?? []).filter((name) => !process.env[name]);
  const programs = (bench.needsPrograms ?? []).filter(
    (program) => spawnSync('which', [program]).status !== 0,
  );
  return [...env, ...programs];
}

function run(bench: Bench, figuresFile: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('node', ['--import', 'tsx', path.join(here, bench.script)], {
      stdio: 'inherit',
      env: { ...process.env, ...bench.env, BENCH_FIGURES_FILE: figuresFile },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Several benches serve the built site and the compiled server (as `npm start` does): build
// once first, so a fresh checkout measures what it holds. BENCH_SKIP_BUILD=1 keeps the last build.
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('━━ npm run build');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) {
    throw new Error('npm run build failed: nothing measured');
  }
}

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.replace(/\.ts$/, ''));
const chosen = BENCHES.filter((bench) => !only || only.includes(bench.script.replace(/\.ts$/, '')));
const workDir = path.join(os.tmpdir(), `tifo-bench-${process.pid}`);
mkdirSync(workDir, { recursive: true });
const outcomes: { script: string; about: string; outcome: string }[] = [];
const figures: Figure[] = [];
for (const bench of chosen) {
  const lacking = missing(bench);
  if (lacking.length > 0) {
    outcomes.push({ ...bench, outcome: `skipped: needs ${lacking.join(', ')}` });
    continue;
  }
  console.log(`\n━━ ${bench.script}: ${bench.about}`);
  const file = path.join(workDir, `${bench.script}.jsonl`);
  const exitCode = await run(bench, file);
  let lines: string[] = [];
  try {
    lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    // It recorded nothing: the outcome below says so.
  }
  figures.push(...lines.map((line) => JSON.parse(line) as Figure));
  outcomes.push({
    ...bench,
    outcome:
      exitCode === 0 ? `${lines.length} figures` : `exit code ${exitCode}, ${lines.length} figures`,
  });
}
rmSync(workDir, { recursive: true, force: true });

// Small figures (a layout shift of 0.158) keep three digits; the rest one decimal at most.
const number = (value: number, unit: string) =>
  `${value.toLocaleString('en', Math.abs(value) < 10 ? { maximumSignificantDigits: 3 } : { maximumFractionDigits: 1 })} ${unit}`.trimEnd();
const rows = figures.map((figure) => {
  const met = meetsGoal(figure);
  return [
    figure.name,
    number(figure.value, figure.unit),
    figure.baseline
      ? `${number(figure.baseline.value, figure.unit)} (${figure.baseline.name})`
      : '',
    goalText(figure),
    met === undefined ? '' : met ? 'met' : 'NOT MET',
    figure.note ?? '',
  ];
});
const header = ['figure', 'measured', 'baseline, same run', 'goal', '', 'how'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, column) => cell.padEnd(widths[column]!))
    .join('  ')
    .trimEnd();
console.log(`\n${line(header)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`);
for (const row of rows) console.log(line(row));
console.log('');
for (const outcome of outcomes) console.log(`${outcome.script.padEnd(22)} ${outcome.outcome}`);

const resultsDir = path.join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
const measuredAt = new Date().toISOString();
const resultFile = path.join(resultsDir, `${measuredAt.slice(0, 16).replace(':', '')}.json`);
writeFileSync(
  resultFile,
  JSON.stringify(
    {
      measuredAt,
      machine: {
        cpus: os.cpus().length,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      services: {
        postgres: Boolean(process.env.DATABASE_URL),
        redis: Boolean(process.env.REDIS_URL),
      },
      benches: outcomes,
      figures: figures.map((figure) => ({ ...figure, met: meetsGoal(figure) ?? null })),
    },
    null,
    2,
  ) + '\n',
);
console.log(`\nwritten to ${path.relative(process.cwd(), resultFile)}`);
