import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';

const SCRIPTS_FOLDER = path.resolve(SERVER_ROOT, '../../scripts');

export interface ScriptRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `scripts/backup.mjs` or `scripts/restore.mjs` in a child process, as `npm run backup` /
 * `npm run restore` would. The environment is only PATH and `env`: the test runner's own
 * DATABASE_URL must not turn a PGlite backup into a PostgreSQL one.
 */
export function runBackupScript(
  script: 'backup' | 'restore',
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(SCRIPTS_FOLDER, `${script}.mjs`), ...args], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ exitCode, stdout, stderr }));
  });
}

/** Runs a script that must succeed; its output is in the error when it does not. */
export async function runBackupScriptOk(
  script: 'backup' | 'restore',
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<ScriptRun> {
  const run = await runBackupScript(script, args, options);
  if (run.exitCode !== 0) {
    throw new Error(`${script} exited with ${run.exitCode}:\n${run.stderr}${run.stdout}`);
  }
  return run;
}
