import { expect, test, type Page } from '@playwright/test';
import { memberContext } from './members';
import { MEMBER_ROUTES, publicRoutes, visitInApp } from './site-routes';

// Issue 24: no route scrolls sideways on a 360 px phone, a 390 px phone or a 768 px tablet.
// Each page loads once at 360 px and is then widened: a wider screen must not need a reload.

const WIDTHS = [360, 390, 768];
test.use({ viewport: { width: WIDTHS[0]!, height: 780 }, hasTouch: true });

/** How far the page reaches past the screen's right edge, and the widest element doing it. */
async function overflow(page: Page): Promise<{ by: number; culprit: string }> {
  // A string, not a closure: closures break under the TypeScript transform (stack-notes.md).
  return page.evaluate(`(() => {
    const root = document.documentElement;
    const by = root.scrollWidth - root.clientWidth;
    let culprit = '';
    if (by > 0) {
      let widest = 0;
      for (const element of document.body.querySelectorAll('*')) {
        const right = element.getBoundingClientRect().right;
        if (right > root.clientWidth && right > widest) {
          widest = right;
          const id = element.getAttribute('data-testid');
          culprit = element.tagName.toLowerCase() + (id ? '[data-testid=' + id + ']' : '.' + String(element.className).split(' ').slice(0, 3).join('.'));
        }
      }
    }
    return { by, culprit };
  })()`);
}

async function sidewaysScroll(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 780 });
    await visitInApp(page, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 780 });
      const { by, culprit } = await overflow(page);
      if (by > 0) found.push(`${path} at ${width} px: ${by} px too wide (${culprit})`);
    }
  }
  return found;
}

test('no route scrolls sideways on phones and tablets, logged out', async ({ page }) => {
  test.setTimeout(240_000);
  const found = await sidewaysScroll(page, await publicRoutes(page.request));
  expect(found, found.join('\n')).toEqual([]);
});

test('no member page scrolls sideways on phones and tablets', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context } = await memberContext(browser, {
    viewport: { width: WIDTHS[0]!, height: 780 },
  });
  const page = await context.newPage();
  const routes = await publicRoutes(context.request);
  const found = await sidewaysScroll(page, [
    ...routes.filter((path) => path.startsWith('/live?') || path === '/main'),
    ...MEMBER_ROUTES,
  ]);
  await context.close();
  expect(found, found.join('\n')).toEqual([]);
});
