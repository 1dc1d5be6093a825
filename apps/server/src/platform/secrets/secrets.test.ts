import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets';

describe('loadSecrets', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-secrets-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a secret into DATA_DIR once and keeps it across starts', async () => {
    const first = await loadSecrets({ appSecret: undefined, dataDir });
    expect(first.source).toBe('generated');
    const file = path.join(dataDir, 'secrets/app-secret');
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    const second = await loadSecrets({ appSecret: undefined, dataDir });
    expect(second.source).toBe('data-dir');
    expect(second.keyFor('session').equals(first.keyFor('session'))).toBe(true);
  });

  it('derives different keys for different purposes', async () => {
    const secrets = await loadSecrets({ appSecret: 'x'.repeat(40), dataDir });
    expect(secrets.source).toBe('environment');
    expect(secrets.keyFor('session').equals(secrets.keyFor('payment-webhook'))).toBe(false);
    expect(secrets.keyFor('session')).toHaveLength(32);
  });
});
