import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this module to the
 * package.json named `@tifo/server`. Files the server reads beside its code (migrations, the
 * bundled sports data, its version) are named from here, so the same paths hold when it runs
 * from its TypeScript sources (tsx) and from the compiled bundle in `dist/`.
 */
function findServerRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(directory, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@tifo/server') return directory;
    }
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('the @tifo/server package.json was not found');
    directory = parent;
  }
}

export const SERVER_ROOT = findServerRoot();

/** A path inside the server package, e.g. `serverPath('src', 'db', 'migrations')`. */
export function serverPath(...parts: string[]): string {
  return path.join(SERVER_ROOT, ...parts);
}
