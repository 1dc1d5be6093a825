import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit and integration tests.
// Playwright specs live in e2e/ and are never picked up here.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // PGlite instances are heavy (~2 s, hundreds of MB each): keep parallelism modest on 2 cores.
    maxWorkers: 2,
  },
});
