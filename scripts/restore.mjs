// `npm run restore -- --from backups/2026-11-30 --data-dir ./restored [--database-url …]`:
// puts a backup of `npm run backup` back (docs/production.md "Backups"). The backup is checked
// against its manifest first; the data folder is written beside the target and renamed into
// place last, and pg_restore runs in one transaction, so a failure leaves nothing half-restored.
import { chmod, mkdir, rename } from 'node:fs/promises';
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
  exists,
  findPostgresTool,
  isMissingOrEmpty,
  OperatorError,
  readOptions,
  publish,
  readVerifiedBackup,
  runPostgresTool,
  runScript,
  stagingFolderFor,
} from './backup-support.mjs';

const USAGE = `usage: npm run restore -- --from <backup> [--data-dir <folder>] [--database-url <url>] [--force]
  --from          a folder written by npm run backup
  --data-dir      the DATA_DIR to restore into (default: $DATA_DIR, else ./data); new or empty
  --database-url  PostgreSQL backups: the database to restore into (default: $DATABASE_URL);
                  best a new, empty one (createdb)
  --force         restore into a non-empty DATA_DIR (its contents are moved aside, not
                  deleted) or over a database's tables (pg_restore --clean)`;

/** User tables of a database, outside PostgreSQL's own schemas. */
const COUNT_TABLES =
  "select count(*) from pg_catalog.pg_tables where schemaname not in ('pg_catalog', " +
  "'information_schema')";

runScript('restore', async () => {
  const options = readOptions(
    {
      from: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      force: { type: 'boolean' },
    },
    USAGE,
  );
  if (!options.from) throw new OperatorError(`--from is required\n${USAGE}`);
  const backupDir = commandLinePath(options.from);
  if (!(await exists(backupDir))) {
    throw new OperatorError(`--from ${backupDir} does not exist: name a folder of npm run backup`);
  }
  const manifest = await readVerifiedBackup(backupDir);
  const target = dataDirFrom(options['data-dir']);
  const force = options.force === true;

  const databaseUrl = databaseUrlFrom(options['database-url']);
  if (manifest.mode === 'postgres' && !databaseUrl) {
    throw new OperatorError(
      'this backup holds a PostgreSQL dump: name the database to restore into with ' +
        '--database-url (or DATABASE_URL), best a new, empty one (createdb tifo_restored)',
    );
  }
  if (manifest.mode === 'pglite' && options['database-url']) {
    throw new OperatorError(
      'this backup holds the embedded PGlite database, which lives in DATA_DIR: drop ' +
        '--database-url (moving to PostgreSQL is not a restore)',
    );
  }

  await assertPgliteClosed(target, 'restore');
  const targetHasData = !(await isMissingOrEmpty(target));
  if (targetHasData && !force) {
    throw new OperatorError(
      `${target} is not empty: restore into a new or empty folder (--data-dir), or add --force ` +
        'to replace it (its contents are moved aside, not deleted)',
    );
  }
  let databaseHasTables = false;
  if (manifest.mode === 'postgres' && databaseUrl) {
    await findPostgresTool('pg_restore');
    const tables = await runPostgresTool(
      'psql',
      ['--no-psqlrc', '--no-password', '--tuples-only', '--no-align', `--command=${COUNT_TABLES}`],
      databaseUrl,
    );
    databaseHasTables = Number(tables.trim()) > 0;
    if (databaseHasTables && !force) {
      throw new OperatorError(
        `${describeDatabase(databaseUrl)} already has tables: restore into a new, empty ` +
          'database (createdb), or add --force to drop and replace the objects the backup holds',
      );
    }
  }

  const staging = await stagingFolderFor(target, 'restoring');
  try {
    await copyBackupData(backupDir, manifest, staging);
    if (manifest.mode === 'postgres' && databaseUrl) {
      // Roles and owners differ between servers: everything is owned by the restoring user.
      await runPostgresTool(
        'pg_restore',
        [
          '--no-password',
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          ...(databaseHasTables ? ['--clean', '--if-exists'] : []),
          path.join(backupDir, DATABASE_DUMP),
        ],
        databaseUrl,
      );
    }
    let aside = null;
    if (targetHasData) {
      aside = `${target}.before-restore-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}`;
      await rename(target, aside);
    }
    await publish(staging, target);
    report(manifest, target, databaseUrl, aside);
  } catch (error) {
    await discard(staging);
    throw error;
  }
});

/** The backup's DATA_DIR copy into `staging`, each file checked again as it is written. */
async function copyBackupData(backupDir, manifest, staging) {
  const prefix = `${DATA_FOLDER}/`;
  const inData = (entry) => entry.path.startsWith(prefix);
  const local = (entry) => entry.path.slice(prefix.length).split('/');
  for (const directory of manifest.directories.filter(inData)) {
    await mkdir(path.join(staging, ...local(directory)), { recursive: true });
  }
  for (const file of manifest.files.filter(inData)) {
    const copy = await copyWithChecksum(
      path.join(backupDir, ...file.path.split('/')),
      path.join(staging, ...local(file)),
      file.mode,
    );
    if (copy.sha256 !== file.sha256) {
      throw new OperatorError(`${file.path} changed while it was restored: run the restore again`);
    }
  }
  // Modes last: a folder without write permission (0o500) would refuse its own files.
  for (const directory of manifest.directories.filter(inData)) {
    await chmod(path.join(staging, ...local(directory)), directory.mode);
  }
}

function report(manifest, target, databaseUrl, aside) {
  const environment = [`DATA_DIR=${target}`];
  if (manifest.mode === 'postgres' && databaseUrl) {
    environment.push(`DATABASE_URL=${describeDatabase(databaseUrl)}`);
  }
  const lines = [
    `restore: the ${manifest.mode} backup of ${manifest.createdAt} is restored into ${target}` +
      (manifest.mode === 'postgres' && databaseUrl ? ` and ${describeDatabase(databaseUrl)}` : ''),
  ];
  if (aside) lines.push(`restore: what ${target} held before is in ${aside}`);
  if (manifest.appSecret === 'environment') {
    lines.push('restore: start the server with the same APP_SECRET as when the backup was made');
  }
  if (manifest.mode === 'pglite' && process.env.DATABASE_URL) {
    lines.push(
      'restore: DATABASE_URL is set here, but this backup is of the embedded database: start ' +
        'the server without DATABASE_URL to use it',
    );
  }
  lines.push(
    `restore: start the server with ${environment.join(' ')}, then check GET /api/health and ` +
      'the books (docs/production.md "Backups")',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}
