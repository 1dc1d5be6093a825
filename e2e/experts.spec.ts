import { expect, test, type APIRequestContext } from '@playwright/test';
import { seededPassword } from './demo-streamer';
import { E2E_EXPERTS_DATA_DIR } from './e2e-data-dir';
import { E2E_EXPERTS_FEED_SPEED } from './feed-start';
import { collectErrors, type Envelope } from './helpers';
import { loginWithPassword, memberContext, topUp, WEB } from './members';

/** The experts server of playwright.config.ts: the same site, its feed 240 times faster. */
const EXPERTS = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 4}`;
const OPERATOR_MOBILE = '13800000000';
/** Feed time the UI steps get before kick-off (at 240×, 60 feed minutes are 15 s). */
const LEAD_MS = 150 * 60_000;
/** Feed time from kick-off until the result has surely settled (a match, its breaks, margin). */
const PLAYED_MS = 3.5 * 3_600_000;

interface Listed {
  server_time: string;
  list: { id: string; kickoff: string; status: string }[];
}

/**
 * The first football match kicking off at least `LEAD_MS` of feed time from now, and by when
 * (real time) it will have been played and settled: the feed runs on while the test does,
 * 240 times faster, so at night the next kick-off may be hours of feed time away.
 */
async function comingMatch(request: APIRequestContext): Promise<{ id: string; settledBy: number }> {
  const today = (await (
    await request.get('/api/Match/getList?sport=football&status=upcoming')
  ).json()) as Envelope<Listed>;
  const now = Date.parse(today.data.server_time);
  const tomorrow = new Date(now + 86_400_000).toISOString().slice(0, 10);
  const next = (await (
    await request.get(`/api/Match/getList?sport=football&status=upcoming&date=${tomorrow}`)
  ).json()) as Envelope<Listed>;
  const match = [...today.data.list, ...next.data.list]
    .filter((item) => Date.parse(item.kickoff) >= now + LEAD_MS)
    .sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff))[0];
  if (!match) throw new Error('no football match kicks off in the next two days');
  const feedWait = Date.parse(match.kickoff) + PLAYED_MS - now;
  return { id: match.id, settledBy: Date.now() + feedWait / E2E_EXPERTS_FEED_SPEED + 30_000 };
}

test.use({ baseURL: EXPERTS });

test('a member applies as an expert, publishes a paid analysis, another buys it, and the result makes the record', async ({
  browser,
  playwright,
}) => {
  const startedAt = Date.now();
  test.setTimeout(360_000);
  // A member applies in the member centre.
  const author = await memberContext(browser, { baseURL: EXPERTS });
  const page = await author.context.newPage();
  const errors = collectErrors(page);
  await page.goto('/member?section=expert');
  const form = page.getByTestId('expert-apply-form');
  await form.getByTestId('expert-real-name').fill('李分析');
  await form.getByTestId('expert-wechat').fill('li_analyst');
  await form.getByTestId('expert-experience').fill('八年英超数据分析，专注亚盘与大小球。');
  await form.getByTestId('expert-code-accept').check();
  await form.getByTestId('expert-apply-submit').click();
  await expect(page.getByTestId('expert-application-status')).toHaveAttribute(
    'data-status',
    'waiting',
  );

  // An operator approves it through the API.
  const operator = await playwright.request.newContext({ baseURL: EXPERTS });
  const operatorToken = await loginWithPassword(
    operator,
    OPERATOR_MOBILE,
    await seededPassword('operator', OPERATOR_MOBILE, E2E_EXPERTS_DATA_DIR),
  );
  const review = await operator.post('/api/Admin/reviewExpert', {
    headers: { ...WEB, token: operatorToken },
    data: { user_id: author.member.user.id, approve: true },
  });
  expect(((await review.json()) as Envelope<unknown>).code).toBe(0);

  // The expert publishes a paid analysis of a coming match from their page.
  const match = await comingMatch(author.context.request);
  // However far the next kick-off is, the test waits for it (the UI steps need under a minute).
  test.setTimeout(Math.max(360_000, match.settledBy - startedAt + 90_000));
  await page.goto(`/specialist-home?id=${author.member.user.id}`);
  const publish = page.getByTestId('analysis-publish-form');
  await publish.getByTestId('analysis-match-select').selectOption(match.id);
  await publish.getByTestId('analysis-market').selectOption('1x2');
  await publish.getByTestId('analysis-pick').selectOption('home');
  await publish.getByTestId('analysis-confidence').selectOption('4');
  await publish.getByTestId('analysis-title').fill('主队压迫会奏效');
  await publish
    .getByTestId('analysis-reasoning')
    .fill('主队近五场主场全胜，客队三名主力停赛，中场对抗明显处于下风。');
  await publish.getByTestId('analysis-price').fill('5');
  await publish.getByTestId('analysis-publish-submit').click();
  const card = page.getByTestId('analysis-card').filter({ hasText: '主队压迫会奏效' });
  await expect(card).toBeVisible();
  const analysisId = await card.getAttribute('data-analysis-id');

  // Another member sees it locked, tops up and buys it: the pick shows.
  const buyer = await memberContext(browser, { baseURL: EXPERTS });
  await topUp(buyer.context.request, 1);
  const reader = await buyer.context.newPage();
  const readerErrors = collectErrors(reader);
  await reader.goto(`/specialist-detail?id=${analysisId}`);
  const detail = reader.getByTestId('analysis-detail');
  await expect(detail.getByTestId('analysis-locked')).toBeVisible();
  await expect(detail.getByTestId('analysis-pick-text')).toHaveCount(0);
  await detail.getByTestId('analysis-buy').click();
  await reader.getByTestId('analysis-buy-confirm').click();
  await expect(detail.getByTestId('analysis-pick-text')).toBeVisible();

  // The match is played (the fast feed), the analysis settles and the record shows it.
  await expect(async () => {
    await reader.reload();
    await expect(reader.getByTestId('analysis-result')).toHaveAttribute(
      'data-result',
      /^(won|lost|half_won|half_lost|push|void)$/,
      { timeout: 2_000 },
    );
  }).toPass({ timeout: Math.max(30_000, match.settledBy - Date.now()), intervals: [3_000] });
  const result = await reader.getByTestId('analysis-result').getAttribute('data-result');
  await page.goto(`/specialist-home?id=${author.member.user.id}`);
  // A void match (postponed) counts for nothing; any other result is one settled analysis.
  await expect(page.getByTestId('expert-record').first()).toHaveAttribute(
    'data-settled',
    result === 'void' ? '0' : '1',
  );
  expect(errors).toEqual([]);
  expect(readerErrors).toEqual([]);
  await operator.dispose();
  await author.context.close();
  await buyer.context.close();
});
