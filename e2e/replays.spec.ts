import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { collectErrors, type Envelope } from './helpers';
import { WEB } from './members';
import { apiGet as get, apiPost as post, approvedStreamer, loginAsOperator } from './streamers';

const BROADCAST_SECONDS = 14;

/** ffmpeg plays the streamer's encoder: a test pattern with a tone, for a fixed time. */
function broadcast(pushUrl: string, seconds: number): Promise<number | null> {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=330'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50'],
      ...['-c:a', 'aac', '-f', 'flv', pushUrl],
    ],
    { stdio: 'ignore' },
  );
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('a streamer’s finished broadcast is kept as a replay that plays in /video-player', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A member applies as a streamer and the operator approves them.
  await loginAsOperator(request);
  const { context, member } = await approvedStreamer(browser, request);

  // Their room, titled, and a short broadcast into it from their encoder.
  const title = `回放测试 ${Date.now() % 100_000}`;
  await post(context.request, 'Live/setLiveInfo', { title, category_type: 1 });
  const mine = await get<{ push: { push_url: string } }>(context.request, 'Live/getMyRoom');
  expect(await broadcast(mine.push.push_url, BROADCAST_SECONDS)).toBe(0);

  // The replay appears in the streamer's works once the broadcast has ended.
  let replayId = 0;
  await expect(async () => {
    const works = await post<{ list: { id: number; kind: string; title: string }[] }>(
      request,
      'Video/anchorWorks',
      { anchor_id: member.user.id, page: 1 },
    );
    replayId = works.list.find((video) => video.kind === 'replay')?.id ?? 0;
    expect(replayId).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });

  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`/video-player?id=${replayId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('video').getByText('回放', { exact: true })).toBeVisible();
  const video = page.getByTestId('video-player').locator('video');
  await expect(video).toHaveAttribute('poster', /\/media\/videos\/\d+\/poster\.jpg$/);
  // Played through hls.js (strings: see CONTRIBUTING "Footguns").
  const element = `document.querySelector('[data-testid="video-player"] video')`;
  await page.evaluate(`(() => { const v = ${element}; v.muted = true; return v.play(); })()`);
  await expect
    .poll(() => page.evaluate(`${element}.currentTime`), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  const duration = Number(await page.evaluate(`${element}.duration`));
  expect(Math.abs(duration - BROADCAST_SECONDS)).toBeLessThanOrEqual(2);

  // The streamer hides it from My videos: visitors no longer find it.
  await page.goto('/member?section=publishVideo');
  const row = page.getByTestId('my-video').filter({ hasText: title });
  await row.getByTestId('my-video-hide').click();
  await expect(row).toHaveAttribute('data-status', 'hidden');
  const hidden = await request.post('/api/Video/getVideoInfo', {
    headers: WEB,
    data: { id: replayId },
  });
  expect(((await hidden.json()) as Envelope<unknown>).code).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});
