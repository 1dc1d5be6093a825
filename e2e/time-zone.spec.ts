import { expect, test } from '@playwright/test';

/**
 * Times in the viewer's zone (issue 24): a browser in Vietnam sees kick-offs an hour before
 * China time, with the zone named, and may choose another zone in the score settings.
 */
test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

function clockIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

test('a fan in Vietnam sees kick-offs in Vietnam time and can switch to China time', async ({
  page,
  request,
}) => {
  await page.goto('/football');
  await expect(page.locator('[data-testid="match-row"]').first()).toBeVisible({ timeout: 15_000 });
  // The match that started last: the feed runs at ten times real speed, and it stays in the
  // live list the longest.
  const answer = await request.get('/api/Match/getList?sport=football&status=live');
  const { data } = (await answer.json()) as { data: { list: { id: string; kickoff: string }[] } };
  const latest = [...data.list].sort((a, b) => b.kickoff.localeCompare(a.kickoff))[0];
  expect(latest, 'a match in play').toBeDefined();
  const kickoff = latest?.kickoff ?? '';
  const id = latest?.id ?? '';
  const vietnam = clockIn(kickoff, 'Asia/Ho_Chi_Minh');
  const china = clockIn(kickoff, 'Asia/Shanghai');
  // 20:00 in Beijing is 19:00 in Hanoi.
  expect(Number(china.slice(0, 2))).toBe((Number(vietnam.slice(0, 2)) + 1) % 24);

  const cell = page.locator(`[data-match-id="${id}"] [data-testid="kickoff-time"]`);
  await expect(cell).toHaveText(vietnam);
  await expect(page.getByTestId('time-zone-offset')).toHaveText('GMT+7');

  await page.getByTestId('settings-toggle').click();
  await page.getByTestId('time-zone-select').selectOption('Asia/Shanghai');
  await expect(cell).toHaveText(china);
  await expect(page.getByTestId('time-zone-offset')).toHaveText('GMT+8');
  // The choice stays with the viewer.
  await page.reload();
  await expect(page.getByTestId('time-zone-offset')).toHaveText('GMT+8', { timeout: 15_000 });
});
