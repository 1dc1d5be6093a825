import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    // Each file still gets fresh modules, in a VM context of a reused thread: setting up a
    // process, jsdom and React per file cost 250 s of a 2-core CI run, this 110 s.
    pool: 'vmThreads',
    setupFiles: ['src/test/setup.ts'],
    // Generous for a loaded CI machine; a hanging test still fails.
    testTimeout: 20_000,
  },
});
