import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_EXPERTS_DATA_DIR } from './e2e-data-dir';
import { E2E_EXPERTS_FEED_SPEED, E2E_FEED, busyFeedStart } from './feed-start';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * The payment providers' server (apps/server/src/test-support/payment-providers-e2e-server.ts);
 * 3211 is the main server's RTMP port.
 */
export const paymentsPort = port + 3;
/** A second site whose score feed runs 240 times faster (experts.spec.ts: matches finish). */
export const expertsPort = port + 4;

/** Debian's Chromium: Playwright cannot download browsers here (stack-notes.md). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

// Drives the built site (`npm run build` first) served by the real server with the embedded
// defaults, exactly as `npm start` gives a newcomer.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  // Generous: CI is two cores running two browsers with live video, the server, its demo
  // broadcast and the feed at once; a loaded page has taken over 7 s there. Failures still fail.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    // The service worker serves cached files and answers; tests see the network as it is.
    // pwa.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: 'mobile.spec.ts',
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testMatch: 'mobile.spec.ts',
    },
  ],
  webServer: [
    {
      // The compiled server, as `npm start` runs it (built with the web app by `npm run build`).
      command: 'node --enable-source-maps apps/server/dist/server.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        // A busy Saturday afternoon at ten times real speed: live matches and goals within seconds.
        FEED_START: new Date(busyFeedStart()).toISOString(),
        FEED_SPEED: String(E2E_FEED.speed),
        FEED_SEED: String(E2E_FEED.seed),
        // Member contexts send X-Forwarded-For (e2e/members.ts): each member has its own address,
        // as if one proxy (the test) stood in front of the server.
        TRUST_PROXY: '1',
        // Every browser page of the run connects from 127.0.0.1: the per-address socket cap is for
        // one fan's devices, not for a test run playing dozens of them.
        SOCKET_MAX_PER_ADDRESS: '500',
        // The embedded media server with the demo broadcast (ffmpeg) into the demo room.
        MEDIA_SERVER: 'embedded',
        MEDIA_RTMP_PORT: String(port + 1),
        DEMO_BROADCAST: 'true',
      },
    },
    // The expert flow needs a match to kick off and finish within a test: the same server with
    // its feed 240 times faster, no media server, a data folder of its own. The operator
    // console's journey runs here too.
    {
      // The compiled server, as `npm start` runs it (built with the web app by `npm run build`).
      command: 'node --enable-source-maps apps/server/dist/server.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${expertsPort}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(expertsPort),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_EXPERTS_DATA_DIR,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        FEED_START: new Date(busyFeedStart()).toISOString(),
        FEED_SPEED: String(E2E_EXPERTS_FEED_SPEED),
        FEED_SEED: String(E2E_FEED.seed),
        TRUST_PROXY: '1',
        MEDIA_SERVER: 'off',
        // Income settles at once (console.spec.ts: a streamer withdraws what fans just sent).
        GIFT_SETTLEMENT_DELAY_SECONDS: '0',
      },
    },
    // Payments through the Alipay and VNPay protocols, their fakes in the same process
    // (payments.spec.ts): no feed, no media, only what paying needs.
    {
      command: 'node --import tsx apps/server/src/test-support/payment-providers-e2e-server.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${paymentsPort}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PAYMENTS_PORT: String(paymentsPort) },
    },
  ],
});
