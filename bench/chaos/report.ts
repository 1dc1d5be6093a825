/** The suite's report: JSON for tools, Markdown for people, both in bench/results/. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckResult } from './checks';
import { repoRoot } from './instances';

export interface FaultReport {
  fault: string;
  how: string;
  faultMs: number;
  /** From the fault's end until every instance, client, gift and chat was working again. */
  recoveryMs: number;
  /** Answers clients got from the fault's start until recovery (gifts, chat sends, re-syncs). */
  requests: number;
  failures: number;
  disconnects: number;
  byKind: Record<string, { ok: number; failed: number }>;
  health: string;
  checks: CheckResult[];
  ok: boolean;
}

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never');

export async function writeReport(
  reports: FaultReport[],
  run: { short: boolean; settings: Record<string, number> },
): Promise<string> {
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  const dir = path.join(repoRoot, 'bench', 'results');
  await mkdir(dir, { recursive: true });
  const name = `chaos-${run.short ? 'short' : 'full'}-${stamp}`;
  await writeFile(
    path.join(dir, `${name}.json`),
    JSON.stringify({ at: new Date().toISOString(), ...run, reports }, null, 2) + '\n',
  );
  const lines = [
    `# Chaos run ${new Date().toISOString()} (${run.short ? 'short' : 'full'})`,
    '',
    `Settings: ${Object.entries(run.settings)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}.`,
    '',
    '| Fault | Lasted | Back after | Answers during | Failures seen | Disconnects | Health | Data checks |',
    '|---|---|---|---|---|---|---|---|',
    ...reports.map(
      (report) =>
        `| ${report.fault} | ${s(report.faultMs)} | ${s(report.recoveryMs)} | ${report.requests} | ` +
        `${report.failures} (${Object.entries(report.byKind)
          .map(([kind, n]) => `${kind} ${n.failed}/${n.ok + n.failed}`)
          .join(', ')}) | ` +
        `${report.disconnects} | ${report.health} | ${
          report.checks.every((c) => c.ok)
            ? 'all pass'
            : report.checks
                .filter((c) => !c.ok)
                .map((c) => `FAIL ${c.name}: ${c.detail}`)
                .join('; ')
        } |`,
    ),
    '',
    ...reports.flatMap((report) => [
      `## ${report.fault}`,
      '',
      report.how,
      '',
      ...report.checks.map((c) => `- ${c.ok ? 'pass' : 'FAIL'}: ${c.name}: ${c.detail}`),
      '',
    ]),
  ];
  const file = path.join(dir, `${name}.md`);
  await writeFile(file, lines.join('\n'));
  return file;
}
