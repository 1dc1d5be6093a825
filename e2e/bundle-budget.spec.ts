import { expect, test, type Response } from '@playwright/test';

/**
 * CI fails above this many KB of JavaScript transferred on a first visit to /main: the response
 * bodies as they came over the wire (brotli). Headers are printed apart: about 1 KB a response
 * on this HTTP/1.1 loopback, a few bytes each where HTTP/2 compresses repeated headers, as a
 * deployment behind an HTTPS proxy does. Issue 22 sets the ceiling at 170 KB and the goal at
 * 150 KB, the budget. The first load measured 183.1 KB in brotli with i18next and zod on it;
 * 160.1 KB with the in-house translator, routes in place of calls and no zod in the API client,
 * the live-data socket or local storage; 134.8 KB with no zod at all (the chat client reads
 * `/im` with hand-written checks, shared/im/im-message.ts; the constants the first load needs
 * come from the contract's zod-free files) and the about, demo, dome and feedback catalogs
 * loaded with their pages. The budget keeps 5 KB above that: a feature that adds more to every
 * visit's first load than that is a decision to take here, in the open (zod, 22 KB, would fail).
 */
const BUDGET_KB = 140;
const CEILING_KB = 170;
const GOAL_KB = 150;
/** The build compresses text files of at least this size (apps/web/build/precompress.ts). */
const COMPRESSED_FROM_BYTES = 1024;

test('first-load JavaScript of /main stays within the budget, all of it compressed', async ({
  page,
}) => {
  // No live pushes during the measurement: a goal would (rightly) load the alert cards, which are
  // not part of the page's first load. The page's socket talks to a silent stand-in.
  await page.routeWebSocket(/\/ws$/, () => {});
  const responses: Response[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || url.pathname.endsWith('.js')) {
      responses.push(response);
    }
  });
  await page.goto('/main', { waitUntil: 'networkidle' });
  await expect(page.locator('main')).toBeVisible();

  let scriptBytes = 0;
  let headerBytes = 0;
  let scripts = 0;
  const rows: string[] = [];
  const uncompressed: string[] = [];
  for (const response of responses.sort((a, b) => a.url().localeCompare(b.url()))) {
    const { pathname } = new URL(response.url());
    const sizes = await response.request().sizes();
    const encoding = response.headers()['content-encoding'] ?? 'identity';
    const bodyBytes = (await response.body()).length;
    if (encoding !== 'br' && bodyBytes >= COMPRESSED_FROM_BYTES) uncompressed.push(pathname);
    if (!pathname.endsWith('.js')) continue;
    const transferred = sizes.responseBodySize;
    scriptBytes += transferred;
    headerBytes += sizes.responseHeadersSize;
    scripts += 1;
    rows.push(
      `${(transferred / 1024).toFixed(1).padStart(7)} KB  ${encoding.padEnd(8)} ${pathname}`,
    );
  }
  const totalKb = scriptBytes / 1024;
  console.log(
    `first-load JS of /main: ${totalKb.toFixed(1)} KB transferred in ${scripts} files, ` +
      `${(headerBytes / 1024).toFixed(1)} KB of headers besides ` +
      `(goal ${GOAL_KB} KB, ceiling ${CEILING_KB} KB, budget ${BUDGET_KB} KB)\n${rows.join('\n')}`,
  );
  expect(scripts).toBeGreaterThan(0);
  // The browser accepts brotli: every script and stylesheet worth compressing came as brotli.
  expect(uncompressed).toEqual([]);
  expect(totalKb).toBeLessThanOrEqual(BUDGET_KB);
});
