import type { Page } from '@playwright/test';

// Issue 24: no route scrolls sideways on a 360 px phone, a 390 px phone or a 768 px tablet.
// accessibility.spec.ts loads each page at the narrowest width, measures, widens it (a wider
// screen must not need a reload) and then scans it at the desktop width: one visit, both checks.

export const PHONE_WIDTHS = [360, 390, 768] as const;
export const DESKTOP = { width: 1280, height: 800 };
const HEIGHT = 780;

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

/** Narrows the screen to a phone's before the next page loads. */
export async function toPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: HEIGHT });
}

/**
 * The page, loaded at the phone width, widened step by step: one line per width at which it
 * scrolls sideways. Leaves the screen at the desktop width.
 */
export async function sidewaysScroll(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const { by, culprit } = await overflow(page);
    if (by > 0) found.push(`${path} at ${width} px: ${by} px too wide (${culprit})`);
  }
  await page.setViewportSize(DESKTOP);
  return found;
}
