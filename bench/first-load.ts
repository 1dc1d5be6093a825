/**
 * First-load benchmark (issue 22): builds the site as `npm start` does, then runs the bundle
 * check (e2e/bundle-budget.spec.ts, Chromium on the compiled server) and hands over what it
 * printed: the JavaScript /main transfers on a first visit, as brotli bytes over the wire.
 * Goal 150 KB; CI fails above 170 KB.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordFigures } from './results';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command: string, args: string[]) =>
  spawnSync(command, args, {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, E2E_PORT: process.env.BENCH_PORT ?? '3297' },
  });

const build = run('npm', ['run', 'build']);
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  throw new Error('npm run build failed');
}
const check = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', 'bundle-budget']);
const printed = `${check.stdout}\n${check.stderr}`;
const measured = /first-load JS of \/main: ([\d.]+) KB transferred in (\d+) files/.exec(printed);
if (!measured) {
  console.error(printed);
  throw new Error('the bundle check printed no first-load figure');
}
console.log(measured[0]);
recordFigures([
  {
    bench: 'first-load',
    name: '/main first-load JavaScript (brotli, over the wire)',
    value: Number(measured[1]),
    unit: 'KB',
    goal: { op: '≤', value: 150 },
    note: `${measured[2]} files; CI ceiling 170 KB${check.status === 0 ? '' : ', bundle check FAILED'}`,
  },
]);
if (check.status !== 0) process.exitCode = 1;
