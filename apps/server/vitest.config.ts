import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test-support/global-setup.ts'],
    // The files of a worker share their modules: importing the server's graph again for each of
    // 133 files was most of the run (the whole `vitest run` took 732 s on two cores, 453 s now).
    // So no test may lean on module state another file left behind (CONTRIBUTING, Footguns).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
