import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
/**
 * CI fails above this; the goal is 170 KB (issue 2). Raised from 200 to 205 KB by the
 * production-safety work (199.1 → 201.7 KB: the contract's control-character rule, text
 * normalisation and calendar checks, the crash page, session-bound chat tickets), then to 206 KB
 * by the home page's headlines (203.0 → 205.3 KB: the news contract, the headlines query, list
 * and cover, and three small shared chunks' gzip overhead), then to 207 KB by the home page's
 * lower sections (205.7 → 206.2 KB: their one lazy chunk's loader and preload list, the section
 * that loads it near the screen, the lazy catalogs' loaders), then to 208 KB by the circles and
 * expert pages (206.2 → 207.1 KB: seven route loaders, two lazy catalogs' loaders, the member
 * centre's expert section), then to 209 KB by the operator console (207.3 → 208.7 KB: the
 * /admin route's loader and its catalog loaders, and two modules it shares with the first load,
 * Button and the login dialog's store, now chunks of their own), then to 210 KB by reports of
 * chat messages and members (208.7 → 209.3 KB: the contract's new calls and socket push, the
 * private chat's removal handling and its lazy report dialog's loader); the performance issue
 * (22) replaces this gzip estimate with the bytes Chromium really receives, and works the first
 * load down towards the goal.
 */
const BUDGET_KB = 210;
const GOAL_KB = 170;

// Measures what a first visit to /main really downloads: every script the browser requests,
// gzipped at level 9 from the built files.
test('first-load JavaScript of /main stays within the budget', async ({ page }) => {
  // No live pushes during the measurement: a goal would (rightly) load the alert cards, which are
  // not part of the page's first load. The page's socket talks to a silent stand-in.
  await page.routeWebSocket(/\/ws$/, () => {});
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js'))
      scripts.add(url.pathname);
  });
  await page.goto('/main', { waitUntil: 'networkidle' });
  await expect(page.locator('main')).toBeVisible();

  let totalBytes = 0;
  const rows: string[] = [];
  for (const pathname of [...scripts].sort()) {
    const file = await readFile(path.join(distDir, pathname));
    const gzipped = gzipSync(file, { level: 9 }).length;
    totalBytes += gzipped;
    rows.push(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${pathname}`);
  }
  const totalKb = totalBytes / 1024;
  console.log(
    `first-load JS of /main: ${totalKb.toFixed(1)} KB gzip in ${scripts.size} files ` +
      `(goal ${GOAL_KB} KB, budget ${BUDGET_KB} KB)\n${rows.join('\n')}`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(totalKb).toBeLessThanOrEqual(BUDGET_KB);
});
