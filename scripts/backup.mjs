// `npm run backup -- --out backups/2026-11-30`: a backup of the server's data, consistent and
// checked (docs/production.md "Backups"). Reads DATA_DIR and DATABASE_URL like the server.
//
// PostgreSQL (DATABASE_URL set): pg_dump's snapshot of the database while the server runs, then
// DATA_DIR without its PGlite folder. Embedded PGlite: refused while a server holds the database
// (a copy of files being written is not a database), then all of DATA_DIR, checked unchanged
// from the first file to the last.
import { chmod, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertPgliteClosed,
  commandLinePath,
  copyWithChecksum,
  DATA_FOLDER,
  databaseUrlFrom,
  DATABASE_DUMP,
  dataDirFrom,
  describeDatabase,
  discard,
  excludedFromDataDir,
  exists,
  fileChecksum,
  findPostgresTool,
  isMissingOrEmpty,
  listTree,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  manifestChecksum,
  OperatorError,
  readOptions,
  PGLITE_FOLDER,
  publish,
  runPostgresTool,
  runScript,
  stagingFolderFor,
} from './backup-support.mjs';

const USAGE = `usage: npm run backup -- [--out <folder>] [--data-dir <folder>] [--database-url <url>]
  --out           where to write the backup; must not exist yet (default backups/<UTC time>)
  --data-dir      the server's DATA_DIR (default: $DATA_DIR, else ./data)
  --database-url  PostgreSQL to dump (default: $DATABASE_URL; unset means the embedded PGlite)`;

runScript('backup', async () => {
  const options = readOptions(
    {
      out: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
    USAGE,
  );
  const dataDir = dataDirFrom(options['data-dir']);
  const databaseUrl = databaseUrlFrom(options['database-url']);
  const mode = databaseUrl ? 'postgres' : 'pglite';
  const startedAt = new Date();
  const out = commandLinePath(options.out ?? path.join('backups', utcStamp(startedAt)));

  await checkDataDir(dataDir, mode);
  if (out === dataDir || out.startsWith(`${dataDir}${path.sep}`)) {
    throw new OperatorError(`--out ${out} is inside DATA_DIR ${dataDir}: write it elsewhere`);
  }
  if (!(await isMissingOrEmpty(out))) {
    throw new OperatorError(`${out} already exists: name a new folder with --out`);
  }
  if (mode === 'pglite') await assertPgliteClosed(dataDir, 'run the backup');
  else await findPostgresTool('pg_dump');

  const staging = await stagingFolderFor(out, 'partial');
  try {
    const files = [];
    if (databaseUrl) {
      // Before the files: every upload the dump refers to was complete before its snapshot.
      const dump = path.join(staging, DATABASE_DUMP);
      await runPostgresTool(
        'pg_dump',
        ['--format=custom', '--no-password', `--file=${dump}`],
        databaseUrl,
      );
      // It holds password hashes and sessions: readable by its owner only, like DATA_DIR's secrets.
      await chmod(dump, 0o600);
      const { size } = await stat(dump);
      files.push({ path: DATABASE_DUMP, size, mode: 0o600, sha256: await fileChecksum(dump) });
    }
    const copied = await copyDataDir(dataDir, path.join(staging, DATA_FOLDER), mode);
    files.push(...copied.files);
    const listed = {
      format: MANIFEST_FORMAT,
      mode,
      // When the copy began: with PostgreSQL, about when the dump's snapshot was taken.
      createdAt: startedAt.toISOString(),
      source: { dataDir, database: databaseUrl ? describeDatabase(databaseUrl) : null },
      appSecret: process.env.APP_SECRET
        ? 'environment'
        : (await exists(path.join(dataDir, 'secrets', 'app-secret')))
          ? 'data-dir'
          : 'none',
      directories: copied.directories,
      files,
    };
    const manifest = { ...listed, checksum: manifestChecksum(listed) };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    await publish(staging, out);
    report(manifest, out);
  } catch (error) {
    await discard(staging);
    throw error;
  }
});

async function checkDataDir(dataDir, mode) {
  if (!(await exists(dataDir))) {
    throw new OperatorError(
      `DATA_DIR ${dataDir} does not exist: set DATA_DIR (or --data-dir) to the server's data folder`,
    );
  }
  if (mode === 'pglite' && !(await exists(path.join(dataDir, PGLITE_FOLDER)))) {
    throw new OperatorError(
      `${dataDir} holds no embedded database (no ${PGLITE_FOLDER} folder): set DATA_DIR (or ` +
        "--data-dir) to the server's data folder, or DATABASE_URL if the server uses PostgreSQL",
    );
  }
}

/**
 * Copies DATA_DIR (less what the mode leaves out) into `target`, returning the manifest's
 * entries. With PGlite the server is stopped, so the folder must not change while it is copied;
 * with PostgreSQL uploads keep arriving, and one deleted meanwhile is simply not in the backup.
 */
async function copyDataDir(dataDir, target, mode) {
  const excluded = excludedFromDataDir(mode);
  const before = await listTree(dataDir, excluded);
  await mkdir(target, { mode: 0o700 });
  const directories = [];
  for (const directory of before.directories) {
    await mkdir(path.join(target, ...directory.path.split('/')), { mode: 0o700 });
    directories.push({ ...directory, path: `${DATA_FOLDER}/${directory.path}` });
  }
  const files = [];
  for (const file of before.files) {
    const from = path.join(dataDir, ...file.path.split('/'));
    try {
      const copy = await copyWithChecksum(
        from,
        path.join(target, ...file.path.split('/')),
        file.mode,
      );
      files.push({ path: `${DATA_FOLDER}/${file.path}`, mode: file.mode, ...copy });
    } catch (error) {
      if (mode === 'postgres' && error.code === 'ENOENT') continue;
      throw error;
    }
  }
  if (mode === 'pglite') {
    await assertPgliteClosed(dataDir, 'run the backup');
    const after = await listTree(dataDir, excluded);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      throw new OperatorError(
        `${dataDir} changed while it was copied (did a server start?): stop the server and run ` +
          'the backup again. Nothing was written.',
      );
    }
  }
  return { directories, files };
}

function report(manifest, out) {
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const lines = [
    `backup: ${manifest.mode} backup of ${manifest.files.length} files ` +
      `(${(bytes / 1024 / 1024).toFixed(1)} MB) written to ${out}`,
  ];
  if (manifest.appSecret === 'environment') {
    lines.push(
      'backup: APP_SECRET comes from the environment and is not in the backup: keep it in your ' +
        'secret store (a restore without it logs everyone out and voids signed links)',
    );
  }
  if (process.env.S3_BUCKET) {
    lines.push(
      `backup: uploads in the S3 bucket ${process.env.S3_BUCKET} are not in the backup: ` +
        "protect them with the bucket's versioning or replication",
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

function utcStamp(time) {
  return time.toISOString().slice(0, 19).replace(/:/g, '-');
}
