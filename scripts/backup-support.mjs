// What `npm run backup` and `npm run restore` share: the folder layout and its manifest, copying
// with checksums, the PGlite "in use" check, finding and running the PostgreSQL client tools,
// and errors an operator can act on. Plain Node, no dependencies: it must run on a bare server.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createHash, randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import {
  access,
  chmod,
  lstat,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
} from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'tifo-backup/1';
/** The custom-format `pg_dump` archive inside a PostgreSQL-mode backup. */
export const DATABASE_DUMP = 'database.pgdump';
/** DATA_DIR's copy inside a backup. */
export const DATA_FOLDER = 'data';
/** The embedded database's folder inside DATA_DIR (platform/db/database.ts). */
export const PGLITE_FOLDER = 'pglite';
/**
 * Live HLS segments of broadcasts in progress: rewritten by the next broadcast, never read
 * after one ends (recordings and replays live elsewhere), so not worth a backup.
 */
const LIVE_SEGMENTS_FOLDER = 'media/hls';

/**
 * @typedef {{ path: string; size: number; mode: number; sha256: string }} FileEntry
 * @typedef {{ path: string; mode: number }} DirectoryEntry
 * @typedef {{
 *   format: string;
 *   mode: 'pglite' | 'postgres';
 *   createdAt: string;
 *   source: { dataDir: string; database: string | null };
 *   appSecret: 'data-dir' | 'environment' | 'none';
 *   directories: DirectoryEntry[];
 *   files: FileEntry[];
 *   checksum: string;
 * }} Manifest
 */

/** A refusal or failure the operator can fix: printed without a stack trace, exit code 1. */
export class OperatorError extends Error {}

/** The command line's options (`--help` prints `usage`); a wrong one is the operator's error. */
export function readOptions(options, usage) {
  try {
    const { values } = parseArgs({ options: { ...options, help: { type: 'boolean' } } });
    if (values.help) {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    }
    return values;
  } catch (error) {
    throw new OperatorError(`${error instanceof Error ? error.message : error}\n${usage}`);
  }
}

/** Runs a script's `main`, turning errors into a message on stderr and a non-zero exit code. */
export function runScript(name, main) {
  main().catch((error) => {
    if (error instanceof OperatorError) {
      process.stderr.write(`${name}: ${error.message}\n`);
    } else {
      process.stderr.write(`${name} failed: ${error instanceof Error ? error.stack : error}\n`);
    }
    process.exitCode = 1;
  });
}

/**
 * A path typed on the command line, from where it was typed: npm runs scripts in the
 * repository's root, and says in INIT_CWD where the operator was.
 */
export function commandLinePath(option) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), option);
}

/** `--data-dir`, else DATA_DIR as the server resolves it (config.ts: `./data` from its folder). */
export function dataDirFrom(option) {
  return option ? commandLinePath(option) : path.resolve(process.env.DATA_DIR ?? './data');
}

/** The database URL of `--database-url` or DATABASE_URL, refused unless it is PostgreSQL's. */
export function databaseUrlFrom(option) {
  const url = option || process.env.DATABASE_URL || undefined;
  if (url === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Reported below.
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new OperatorError(
      'the database URL (--database-url or DATABASE_URL) must look like ' +
        'postgres://user:password@host:5432/database',
    );
  }
  return url;
}

/** A connection URL with its password removed, for messages and the manifest. */
export function describeDatabase(url) {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/**
 * Refuses a PGlite folder that a process has open. PGlite writes `postmaster.pid` when it opens
 * its folder and removes it on a clean close; nothing else locks it, so two processes would
 * write the same files. A crashed server leaves the file behind, hence the second sentence.
 */
export async function assertPgliteClosed(dataDir, action) {
  const pidFile = path.join(dataDir, PGLITE_FOLDER, 'postmaster.pid');
  if (await exists(pidFile)) {
    throw new OperatorError(
      `the embedded database in ${path.join(dataDir, PGLITE_FOLDER)} is open (${pidFile} ` +
        `exists): stop the server (SIGTERM or Ctrl-C, and wait for it to exit), then ${action} ` +
        'again. If no server is running, it was killed without closing the database: start it ' +
        'once and stop it cleanly.',
    );
  }
}

/**
 * Every directory and file under `root`, sorted, as paths relative to it with `/` separators,
 * without the relative folders in `exclude`. Symbolic links and special files are refused: a
 * copy could not say what they meant.
 * @returns {Promise<{ directories: DirectoryEntry[]; files: { path: string; size: number; mode: number; mtimeMs: number }[] }>}
 */
export async function listTree(root, exclude = []) {
  /** @type {DirectoryEntry[]} */
  const directories = [];
  /** @type {{ path: string; size: number; mode: number; mtimeMs: number }[]} */
  const files = [];
  async function walk(relative) {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (exclude.includes(child)) continue;
      const stats = await lstat(path.join(root, child));
      if (stats.isDirectory()) {
        directories.push({ path: child, mode: stats.mode & 0o777 });
        await walk(child);
      } else if (stats.isFile()) {
        files.push({
          path: child,
          size: stats.size,
          mode: stats.mode & 0o777,
          mtimeMs: stats.mtimeMs,
        });
      } else {
        throw new OperatorError(
          `${path.join(root, child)} is not a plain file or folder (a link?): move it out of ` +
            'the data folder or replace it with a copy, then try again',
        );
      }
    }
  }
  await walk('');
  const byPath = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { directories: directories.sort(byPath), files: files.sort(byPath) };
}

/** What DATA_DIR holds that a backup of this mode leaves out (relative to DATA_DIR). */
export function excludedFromDataDir(mode) {
  // In PostgreSQL mode a PGlite folder is a leftover from before the switch, not live data.
  return mode === 'postgres' ? [PGLITE_FOLDER, LIVE_SEGMENTS_FOLDER] : [LIVE_SEGMENTS_FOLDER];
}

/** Copies one file, hashing the bytes as they pass; the copy gets `mode`. */
export async function copyWithChecksum(from, to, mode) {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await mkdir(path.dirname(to), { recursive: true });
  await pipeline(createReadStream(from), tap, createWriteStream(to, { flags: 'wx', mode }));
  // The umask may have narrowed `mode` at creation.
  await chmod(to, mode);
  return { size, sha256: hash.digest('hex') };
}

export async function fileChecksum(file) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The manifest's own checksum: over everything it lists, so a truncated manifest is caught. */
export function manifestChecksum(manifest) {
  const { checksum: _checksum, ...listed } = manifest;
  return createHash('sha256').update(JSON.stringify(listed)).digest('hex');
}

/**
 * Reads a backup's manifest and checks every file it lists against its size and checksum
 * before anything is restored from it.
 * @returns {Promise<Manifest>}
 */
export async function readVerifiedBackup(backupDir) {
  const manifestPath = path.join(backupDir, MANIFEST_FILE);
  let text;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    throw new OperatorError(
      `${manifestPath} does not exist: --from must name a folder written by npm run backup`,
    );
  }
  /** @type {Manifest} */
  const manifest = JSON.parse(text);
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new OperatorError(
      `${manifestPath} is of format ${String(manifest.format)}; this restore reads ` +
        `${MANIFEST_FORMAT}: use the restore script of the version that wrote it`,
    );
  }
  if (manifestChecksum(manifest) !== manifest.checksum) {
    throw new OperatorError(`${manifestPath} was changed after the backup: use another copy`);
  }
  for (const file of manifest.files) {
    const location = path.join(backupDir, ...file.path.split('/'));
    const found = await lstat(location).catch(() => null);
    const damaged =
      !found?.isFile() ||
      found.size !== file.size ||
      (await fileChecksum(location)) !== file.sha256;
    if (damaged) {
      throw new OperatorError(
        `the backup in ${backupDir} is damaged: ${file.path} ${found ? 'differs from' : 'is missing from'} ` +
          'its manifest. Nothing was restored; use another copy of the backup.',
      );
    }
  }
  return manifest;
}

/**
 * A fresh folder beside `target` to write into, so the last step can be one rename: nothing
 * half-written ever carries the target's name.
 */
export async function stagingFolderFor(target, purpose) {
  const staging = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${purpose}-${randomBytes(4).toString('hex')}`,
  );
  await mkdir(staging, { recursive: true, mode: 0o700 });
  return staging;
}

/** Removes a staging folder after a failure, keeping the original error. */
export async function discard(staging) {
  await rm(staging, { recursive: true, force: true }).catch(() => {});
}

/** True when `folder` is missing or empty; false when it holds anything. */
export async function isMissingOrEmpty(folder) {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if (error.code === 'ENOENT') return true;
    if (error.code === 'ENOTDIR') return false;
    throw error;
  }
}

/** Moves `staging` to `target`, a missing or empty folder (rmdir refuses any other). */
export async function publish(staging, target) {
  await mkdir(path.dirname(target), { recursive: true });
  await rmdir(target).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, target);
}

export async function exists(file) {
  try {
    await access(file, constants.F_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The full path of a PostgreSQL client tool (pg_dump, pg_restore, psql) on PATH, or an error
 * that says how to get it.
 */
export async function findPostgresTool(name) {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  throw new OperatorError(
    `${name} was not found on PATH: install the PostgreSQL client tools of the server's major ` +
      'version or newer (Debian: apt install postgresql-client), or add their folder (such as ' +
      '/usr/lib/postgresql/15/bin) to PATH',
  );
}

/**
 * Runs a PostgreSQL client tool against `url`. The password goes through PGPASSWORD, never
 * the command line, where every user of the machine could read it in the process list.
 * @returns {Promise<string>} what the tool printed on stdout
 */
export async function runPostgresTool(name, args, url) {
  const tool = await findPostgresTool(name);
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${parsed.toString()}`], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else {
        reject(
          new OperatorError(
            `${name} failed (exit code ${code}) on ${describeDatabase(url)}:\n${stderr.trim()}`,
          ),
        );
      }
    });
  });
}
