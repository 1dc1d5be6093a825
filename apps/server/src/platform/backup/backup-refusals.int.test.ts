import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../db/database';
import { runBackupScript, runBackupScriptOk } from './backup-scripts';

async function newWorkspace(): Promise<string> {
  const workspace = await mkdtemp(path.join(os.tmpdir(), 'tifo-backup-refusal-'));
  onTestFinished(() => rm(workspace, { recursive: true, force: true }));
  return workspace;
}

/**
 * A stopped server's DATA_DIR in miniature: the scripts copy files without opening the
 * database, so these tests need no real one (the round trip in backup-restore has it).
 */
async function stoppedDataDir(dataDir: string): Promise<void> {
  await mkdir(path.join(dataDir, 'pglite', 'pg_tblspc'), { recursive: true });
  await writeFile(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
  await mkdir(path.join(dataDir, 'uploads', '2026', '11'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', '2026', '11', 'picture.png'), 'picture bytes');
  await mkdir(path.join(dataDir, 'secrets'), { mode: 0o700 });
  await writeFile(path.join(dataDir, 'secrets', 'app-secret'), `${'a'.repeat(64)}\n`, {
    mode: 0o600,
  });
}

/** Staging folders (`.<name>.partial-…`) a failed run must not leave behind. */
async function leftovers(folder: string): Promise<string[]> {
  const names = existsSync(folder) ? await readdir(folder) : [];
  return names.filter((name) => name.startsWith('.'));
}

describe('backup and restore refusals', () => {
  it('refuses to back up the embedded database while a server has it open', async () => {
    const workspace = await newWorkspace();
    const dataDir = path.join(workspace, 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    let closed = false;
    onTestFinished(async () => {
      if (!closed) await database.close();
    });

    const refused = await runBackupScript('backup', ['--out', 'backups/open'], {
      cwd: workspace,
      env: { DATA_DIR: dataDir },
    });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('is open');
    expect(refused.stderr).toContain('stop the server');
    expect(existsSync(path.join(workspace, 'backups', 'open'))).toBe(false);
    expect(await leftovers(path.join(workspace, 'backups'))).toEqual([]);

    // Once the database is closed, as a stopped server leaves it, the same command works.
    await database.close();
    closed = true;
    await runBackupScriptOk('backup', ['--out', 'backups/open'], {
      cwd: workspace,
      env: { DATA_DIR: dataDir },
    });
    expect(existsSync(path.join(workspace, 'backups', 'open', 'manifest.json'))).toBe(true);
  });

  it('refuses to restore into a non-empty folder without --force, and moves it aside with it', async () => {
    const workspace = await newWorkspace();
    await stoppedDataDir(path.join(workspace, 'data'));
    await runBackupScriptOk('backup', ['--out', 'backup'], {
      cwd: workspace,
      env: { DATA_DIR: path.join(workspace, 'data') },
    });
    const target = path.join(workspace, 'live');
    await mkdir(target);
    await writeFile(path.join(target, 'newer.txt'), 'written after the backup');

    const refused = await runBackupScript('restore', ['--from', 'backup', '--data-dir', target], {
      cwd: workspace,
    });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(refused.stderr).toContain('--force');
    expect(await readdir(target)).toEqual(['newer.txt']);
    expect(await leftovers(workspace)).toEqual([]);

    await runBackupScriptOk('restore', ['--from', 'backup', '--data-dir', target, '--force'], {
      cwd: workspace,
    });
    expect(await readFile(path.join(target, 'uploads', '2026', '11', 'picture.png'), 'utf8')).toBe(
      'picture bytes',
    );
    expect(existsSync(path.join(target, 'pglite', 'pg_tblspc'))).toBe(true);
    const aside = (await readdir(workspace)).filter((name) => name.startsWith('live.before-'));
    expect(aside).toHaveLength(1);
    expect(await readdir(path.join(workspace, aside[0] ?? ''))).toEqual(['newer.txt']);
  });

  it('refuses a damaged backup and restores nothing', async () => {
    const workspace = await newWorkspace();
    await stoppedDataDir(path.join(workspace, 'data'));
    await runBackupScriptOk('backup', ['--out', 'backup'], {
      cwd: workspace,
      env: { DATA_DIR: path.join(workspace, 'data') },
    });
    // Same size, one byte different: only the checksum can tell.
    await writeFile(
      path.join(workspace, 'backup', 'data', 'uploads', '2026', '11', 'picture.png'),
      'picture bytez',
    );

    const refused = await runBackupScript('restore', ['--from', 'backup', '--data-dir', 'new'], {
      cwd: workspace,
    });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('is damaged: data/uploads/2026/11/picture.png');
    expect(existsSync(path.join(workspace, 'new'))).toBe(false);
    expect(await leftovers(workspace)).toEqual([]);
  });

  it('says how to get pg_dump when it is missing, and writes nothing', async () => {
    const workspace = await newWorkspace();
    await stoppedDataDir(path.join(workspace, 'data'));
    const refused = await runBackupScript('backup', ['--out', 'backup'], {
      cwd: workspace,
      env: {
        DATA_DIR: path.join(workspace, 'data'),
        DATABASE_URL: 'postgres://tifo@127.0.0.1:5432/tifo',
        PATH: path.join(workspace, 'no-tools-here'),
      },
    });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('pg_dump was not found on PATH');
    expect(refused.stderr).toContain('/usr/lib/postgresql/15/bin');
    expect(existsSync(path.join(workspace, 'backup'))).toBe(false);
    expect(await leftovers(workspace)).toEqual([]);
  });
});
