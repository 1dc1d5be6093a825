import { appendFile, chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SeededCredential } from './demo-seed';

export const INITIAL_PASSWORDS_FILE = 'initial-passwords.txt';

/**
 * Hands the passwords seeds chose to whoever runs the server: appended to a file only its owner
 * can read (0600) in DATA_DIR, whose path, never the password, goes to the log (security review
 * M9: logs are read by more people and systems than the server's data folder).
 */
export async function writeInitialPasswords(
  dataDir: string,
  credentials: SeededCredential[],
): Promise<string | null> {
  if (credentials.length === 0) return null;
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, INITIAL_PASSWORDS_FILE);
  const lines = credentials.map(
    (credential) =>
      `${new Date().toISOString()} ${credential.label}: +${credential.countryCode} ` +
      `${credential.mobile} password ${credential.password}\n`,
  );
  await appendFile(file, lines.join(''), { mode: 0o600 });
  // appendFile's mode applies only when it creates the file: tighten an older one too.
  await chmod(file, 0o600);
  return file;
}
