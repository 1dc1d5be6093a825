import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server's root secret. Operators set APP_SECRET (shared by every instance); the embedded
 * default generates one into DATA_DIR on first start so no secret ever lives in the repo.
 * Features never use the root secret directly: they derive a key for their own purpose.
 */
export interface Secrets {
  /** A 32-byte key for one purpose ("session", "im-user-sig", "payment-webhook", ...). */
  keyFor(purpose: string): Buffer;
  source: 'environment' | 'generated' | 'data-dir';
}

const SECRET_FILE = 'secrets/app-secret';

export async function loadSecrets(options: {
  appSecret: string | undefined;
  dataDir: string;
}): Promise<Secrets> {
  if (options.appSecret) return makeSecrets(options.appSecret, 'environment');
  const file = path.join(options.dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return makeSecrets(stored, 'data-dir');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(32).toString('hex');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // `wx` fails if another process won the race; then read what it wrote.
  try {
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return makeSecrets(generated, 'generated');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return makeSecrets((await readFile(file, 'utf8')).trim(), 'data-dir');
  }
}

function makeSecrets(root: string, source: Secrets['source']): Secrets {
  return {
    source,
    keyFor: (purpose) => createHmac('sha256', root).update(`tifo:${purpose}`).digest(),
  };
}
