import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import { memberContext } from './members';

/** Smallest valid PNG (1×1 pixel): the cover. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A 4-second 640×360 clip with a tone, as a member's phone would record one. */
function makeClip(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'tifo-e2e-clip-'));
  try {
    const file = path.join(dir, 'goal.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a member publishes a video, it is transcoded, and it plays in /video-player', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context } = await memberContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/member?section=publishVideo');
  const form = page.getByTestId('publish-video-form');
  await form
    .getByTestId('publish-video-input')
    .setInputFiles({ name: 'goal.mp4', mimeType: 'video/mp4', buffer: makeClip() });
  await expect(form.getByText('上传完成')).toBeVisible({ timeout: 20_000 });
  await form
    .getByTestId('publish-cover-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByTestId('publish-cover-preview')).toBeVisible();
  const title = `训练场绝杀 ${Date.now()}`;
  await form.getByLabel('标题').fill(title);
  await form.getByLabel('分类').selectOption({ label: '进球' });
  await form.getByRole('button', { name: '发布' }).click();

  // Processing first, then published by itself (the list refreshes while a video processes).
  const row = page.getByTestId('my-video').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await row.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/video-player\?id=\d+$/);
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible();
  const video = player.locator('video');
  await expect(video).toHaveAttribute('poster', /\/media\/videos\/\d+\/poster\.jpg$|\/uploads\//);
  // Played through hls.js: press play and see the playhead move (strings: see Footguns).
  const element = `document.querySelector('[data-testid="video-player"] video')`;
  await page.evaluate(`(() => { const v = ${element}; v.muted = true; return v.play(); })()`);
  await expect
    .poll(() => page.evaluate(`${element}.currentTime`), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  expect(await page.evaluate(`Math.round(${element}.duration)`)).toBe(4);
  expect(errors).toEqual([]);
  await context.close();
});
