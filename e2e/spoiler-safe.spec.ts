import { expect, test, type Page } from '@playwright/test';
import type { FootballEvent } from '../apps/server/src/feeds/fixtures/feed-model';
import { createSimulatorScoreFeed } from '../apps/server/src/feeds/score-feed';
import { manualClock } from '../apps/server/src/feeds/simulator/simulator-clock';
import { demoRoomId } from './demo-streamer';
import { E2E_FEED } from './feed-start';

/**
 * Spoiler-safe alerts (issue 25): on a page whose live stream runs 5 s behind, a goal's alert
 * appears as long after it appears on a page without a stream as the stream runs behind (±1 s).
 * Both pages are in one browser, so their clocks are one; each page notes when every goal card
 * first shows, and the watching page samples its player's measured delay, because a live player
 * drifts while the test waits for the goal (on a loaded CI machine the alert once came 1.6 s off the 5 s set at set-up).
 */
const NOTE_GOAL_CARDS = `(() => {
  window.__goalCards = [];
  new MutationObserver(() => {
    for (const card of document.querySelectorAll('[data-testid="goal-alert"]')) {
      const score = (id) => card.querySelector('[data-testid="' + id + '"]')?.textContent ?? '';
      const key = (card.getAttribute('data-match-id') ?? '') + ' ' + score('goal-home-score') + '-' + score('goal-away-score');
      if (!window.__goalCards.some((seen) => seen.key === key)) {
        window.__goalCards.push({ key, at: Date.now() });
      }
    }
  }).observe(document, { childList: true, subtree: true });
  window.__streamDelays = [];
  setInterval(() => {
    const ms = Number(document.querySelector('[data-testid="stream-delay"]')?.getAttribute('data-ms'));
    if (Number.isFinite(ms) && ms > 0) window.__streamDelays.push({ ms, at: Date.now() });
  }, 200);
})()`;

interface GoalCard {
  key: string;
  at: number;
}

interface DelaySample {
  ms: number;
  at: number;
}

const goalCards = (page: Page) => page.evaluate<GoalCard[]>('window.__goalCards');

/** The player's delay as last sampled at or before `at` (when the goal reached the pages). */
async function delayAt(page: Page, at: number): Promise<number> {
  const samples = await page.evaluate<DelaySample[]>('window.__streamDelays');
  const before = samples.filter((sample) => sample.at <= at);
  return before.length > 0 ? (before[before.length - 1]?.ms ?? Number.NaN) : Number.NaN;
}

async function streamDelay(page: Page): Promise<number> {
  const value = await page.getByTestId('stream-delay').getAttribute('data-ms');
  return value ? Number(value) : Number.NaN;
}

test('a goal alert waits for a stream 5 s behind, and not on a page without one', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const roomId = await demoRoomId(request);
  const context = await browser.newContext();
  await context.addInitScript(NOTE_GOAL_CARDS);
  const plain = await context.newPage();
  await plain.goto('/about-user?tabI=1');
  const watching = await context.newPage();
  await watching.goto(`/live?id=${roomId}`);

  // HLS plays a few seconds behind the ingest; pausing takes it to 5 s, as a fan who paused.
  await watching.getByTestId('player-format').selectOption('hls');
  const video = watching.getByTestId('live-video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 60_000 })
    .toBeGreaterThan(1);
  await expect.poll(() => streamDelay(watching), { timeout: 30_000 }).toBeGreaterThan(0);
  // Bring it to 5 s behind: pause while it is less (as a fan who paused), skip ahead while it is
  // more (a loaded machine's HLS can start further back).
  await expect(async () => {
    const now = await streamDelay(watching);
    if (now < 4_700) {
      await video.evaluate((v: HTMLVideoElement) => v.pause());
      await watching.waitForTimeout(5_000 - now);
      await video.evaluate((v: HTMLVideoElement) => v.play());
    } else if (now > 5_300) {
      await video.evaluate(
        (v: HTMLVideoElement, seconds: number) => {
          v.currentTime += seconds;
        },
        (now - 5_000) / 1_000,
      );
    }
    // The player's own measure catches up within a second or two.
    await watching.waitForTimeout(2_000);
    expect(Math.abs((await streamDelay(watching)) - 5_000)).toBeLessThanOrEqual(300);
  }).toPass({ timeout: 60_000, intervals: [0] });
  const delay = await streamDelay(watching);
  expect(Math.abs(delay - 5_000)).toBeLessThanOrEqual(700);

  // The feed is deterministic (seed, start, speed): replay it here to know the next goal.
  const response = await plain.request.get('/api/Match/getList?sport=football&status=live');
  const serverTime = Date.parse(
    ((await response.json()) as { data: { server_time: string } }).data.server_time,
  );
  const feed = createSimulatorScoreFeed({ seed: E2E_FEED.seed, clock: manualClock(serverTime) });
  const goal = feed
    .eventsBetween(serverTime + 10_000, serverTime + 40 * 60_000)
    .find(
      (event): event is Extract<FootballEvent, { type: 'goal' }> =>
        event.type === 'goal' && 'kind' in event,
    );
  expect(goal, 'a goal within 40 minutes of feed time').toBeTruthy();
  if (!goal) return;
  const key = `${goal.matchId} ${goal.score.home}-${goal.score.away}`;
  const waitMs = (goal.at - serverTime) / E2E_FEED.speed + 30_000;
  let lag = Number.NaN;
  let arrivedAt = 0;
  await expect(async () => {
    const [shown, held] = await Promise.all([goalCards(plain), goalCards(watching)]);
    const first = shown.find((card) => card.key === key);
    const later = held.find((card) => card.key === key);
    expect(first && later).toBeTruthy();
    arrivedAt = first?.at ?? 0;
    lag = (later?.at ?? 0) - arrivedAt;
  }).toPass({ timeout: waitMs, intervals: [500] });
  const delayAtGoal = await delayAt(watching, arrivedAt);
  test.info().annotations.push({
    type: 'figure',
    description: `stream ${delay} ms behind at set-up, ${delayAtGoal} ms when the goal came; goal alert ${lag} ms after the page without a stream`,
  });
  // The alert waits as long as the picture was behind when the goal reached the page.
  expect(Math.abs(lag - delayAtGoal)).toBeLessThanOrEqual(1_000);
  // And the stream was still well behind, so the wait is a real one (not a page showing at once).
  expect(delayAtGoal).toBeGreaterThan(2_000);
  await context.close();
});
