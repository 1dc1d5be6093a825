import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e server's DATA_DIR: its database, uploads and the seeded accounts' passwords. */
export const E2E_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../.tmp/e2e-data',
);

/** The experts server's DATA_DIR (its feed runs fast: matches finish within a test). */
export const E2E_EXPERTS_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../.tmp/e2e-experts-data',
);
