import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { collectErrors } from './helpers';
import { memberContext } from './members';
import { paymentsPort } from './playwright.config';

// The server of apps/server/src/test-support/payment-providers-e2e-server.ts: recharge goes to
// Alipay and VNPay, each played by its local fake speaking the vendor's documented protocol.
const baseURL = `http://127.0.0.1:${paymentsPort}`;

/** Opens the recharge dialog, picks a package and a method, and returns the opened tab. */
async function startRecharge(page: Page, context: BrowserContext, provider: string) {
  await page.goto('/main');
  await page.getByTestId('user-menu').hover();
  await page.getByTestId('user-recharge').click();
  const dialog = page.getByTestId('recharge-dialog');
  await expect(dialog.getByTestId('recharge-method')).toHaveCount(2);
  await expect(dialog.getByTestId('payment-logo-alipay')).toBeVisible();
  await expect(dialog.getByTestId('payment-logo-vnpay')).toBeVisible();
  await dialog.locator(`[data-testid="recharge-method"][data-provider="${provider}"]`).click();
  await dialog.locator('[data-testid="recharge-package"][data-package-id="2"]').click();
  const opened = context.waitForEvent('page');
  await dialog.getByTestId('recharge-pay').click();
  return { dialog, tab: await opened };
}

test('a member pays through Alipay: form post, cashier, notify, return page; diamonds land without a reload', async ({
  browser,
}) => {
  const { context } = await memberContext(browser, { baseURL });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const { dialog, tab } = await startRecharge(page, context, 'alipay');
  await expect(dialog.getByTestId('recharge-pay')).toHaveCount(0);
  // Our pay page posts the signed form to the gateway at once: the cashier shows the amount.
  await expect(tab.getByTestId('alipay-amount')).toHaveText('¥30.00');
  await expect(dialog.getByTestId('recharge-status')).toHaveAttribute('data-status', 'waiting');
  await tab.locator('#alipay-pay').click();
  await expect(tab).toHaveURL(/\/payments\/return\/alipay\?/);
  await expect(tab.locator('[data-status="paid"]')).toBeVisible();
  await tab.close();

  await expect(dialog.getByTestId('recharge-status')).toHaveAttribute('data-status', 'paid');
  await expect(dialog.getByTestId('recharge-balance')).toContainText('315');
  expect(errors).toEqual([]);
  await context.close();
});

test('a member pays through VNPay in đồng; diamonds land without a reload', async ({ browser }) => {
  const { context } = await memberContext(browser, { baseURL });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/main');
  const { dialog, tab } = await startRecharge(page, context, 'vnpay');
  await expect(tab.locator('#vnpay-amount')).toHaveText('109000');
  await tab.locator('#vnpay-pay').click();
  await expect(tab).toHaveURL(/\/payments\/return\/vnpay\?/);
  await expect(tab.locator('[data-status="paid"]')).toBeVisible();
  await expect(tab.locator('main')).toContainText('109.000 ₫');
  await tab.close();

  await expect(dialog.getByTestId('recharge-status')).toHaveAttribute('data-status', 'paid');
  await expect(dialog.getByTestId('recharge-balance')).toContainText('315');
  expect(errors).toEqual([]);
  await context.close();
});
