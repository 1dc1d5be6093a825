import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import { memberContext } from './members';

test('a member signs in for the day from the dialog: gold coins land once, the strip shows it', async ({
  browser,
}) => {
  const { context } = await memberContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/main');
  await page.getByTestId('user-menu').hover();
  await page.getByTestId('sign-in-open').click();
  const dialog = page.getByTestId('sign-in-dialog');
  await expect(dialog).toBeVisible();
  const today = dialog.locator('[data-testid="sign-in-day"][data-today="true"]');
  await expect(today).toHaveAttribute('data-day', '1');
  await expect(today).toHaveAttribute('data-signed', 'false');
  await dialog.getByTestId('sign-in-button').click();
  await expect(dialog.getByTestId('sign-in-reward')).toContainText('10');
  await expect(dialog.getByTestId('sign-in-button')).toBeDisabled();
  await expect(
    dialog.locator('[data-testid="sign-in-day"][data-day="1"][data-signed="true"]'),
  ).toBeVisible();
  // The avatar panel's wallet shows the gold coins without a reload.
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu').hover();
  await expect(page.getByTestId('user-wallet')).toContainText('10');
  expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
  await context.close();
});
