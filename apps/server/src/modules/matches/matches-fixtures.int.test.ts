import { matchCalls, type CallQuery, type MatchSummary } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { sharedFixtureCatalog } from '../../feeds/score-feed';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { callerFrom } from '../../test-support/accounts';
import { callContract, type ContractCallOptions } from '../../test-support/call-contract';
import type { Envelope } from '../../test-support/envelope';
import { databaseKinds } from '../../test-support/targets';
import { useFeedAppForFile } from '../../test-support/test-app';

// Saturday 2026-03-14 15:20 UTC, as in matches.int.test.ts.
const T0 = Date.UTC(2026, 2, 14, 15, 20);

const KNOCKOUT = [
  'Round of 32',
  'Round of 16',
  'Quarter-final',
  'Semi-final',
  'Match for third place',
  'Final',
];

/** Matches per round of a competition in the shipped fixture catalog. */
function catalogCounts(competitionId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of sharedFixtureCatalog().matchesByCompetition.get(competitionId) ?? []) {
    counts.set(match.round, (counts.get(match.round) ?? 0) + 1);
  }
  return counts;
}

function expectKickoffOrder(matches: readonly MatchSummary[]): void {
  const times = matches.map((match) => Date.parse(match.kickoff));
  expect(times).toEqual([...times].sort((a, b) => a - b));
}

describe.each(databaseKinds)('Match/getFixtures on %s', (kind) => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile(kind, clock);

  const fixtures = (
    query: CallQuery<typeof matchCalls.getFixtures>,
    lang?: ContractCallOptions<typeof matchCalls.getFixtures>['lang'],
  ) => callContract(ctx.test.app, matchCalls.getFixtures, { query, lang });

  it('gives the World Cup 2026 by round: groups first, then the knockout rounds in order', async () => {
    const body = await fixtures({ competition_id: 'worldcup-2026' });
    expect(body.status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.competition).toMatchObject({ id: 'worldcup-2026', name_zh: '世界杯' });
    const counts = catalogCounts('worldcup-2026');
    const total = body.data.rounds.reduce((sum, round) => sum + round.matches.length, 0);
    expect(total).toBe([...counts.values()].reduce((sum, count) => sum + count, 0));
    expect(total).toBe(104);

    const names = body.data.rounds.map((round) => round.round);
    expect(names.slice(-KNOCKOUT.length)).toEqual(KNOCKOUT);
    const knockout = body.data.rounds.slice(-KNOCKOUT.length);
    expect(knockout.map((round) => round.matches.length)).toEqual(
      KNOCKOUT.map((round) => counts.get(round)),
    );
    expect(knockout.map((round) => round.matches.length)).toEqual([16, 8, 4, 2, 1, 1]);
    const groupStage = body.data.rounds.slice(0, -KNOCKOUT.length);
    expect(groupStage.reduce((sum, round) => sum + round.matches.length, 0)).toBe(72);

    // One replay: every match once, in its round, in kick-off order.
    const ids = body.data.rounds.flatMap((round) => round.matches.map((match) => match.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.replace(/^.*-c/, ''))).size).toBe(1);
    for (const round of body.data.rounds) {
      expectKickoffOrder(round.matches);
      for (const match of round.matches) {
        expect(match).toMatchObject({ round: round.round, competition: { id: 'worldcup-2026' } });
      }
    }
    // Rounds follow each other: a later round's middle match is never before an earlier one's.
    const middles = body.data.rounds.map((round) =>
      Date.parse(round.matches[Math.floor((round.matches.length - 1) / 2)]?.kickoff ?? ''),
    );
    expect(middles).toEqual([...middles].sort((a, b) => a - b));
  });

  it('filters a round, a group and days', async () => {
    const final = await fixtures({ competition_id: 'worldcup-2026', round: 'final' });
    expect(final.data.rounds).toHaveLength(1);
    expect(final.data.rounds[0]).toMatchObject({ round: 'Final' });
    expect(final.data.rounds[0]?.matches).toHaveLength(1);

    const group = await fixtures({ competition_id: 'worldcup-2026', group: 'Group A' });
    const groupMatches = group.data.rounds.flatMap((round) => round.matches);
    expect(groupMatches).toHaveLength(6);
    expect(groupMatches.every((match) => match.group === 'Group A')).toBe(true);

    const firstDay = final.data.rounds[0]?.matches[0]?.kickoff ?? '';
    const day = new Date(Date.parse(firstDay) + 8 * 3_600_000).toISOString().slice(0, 10);
    const onDay = await fixtures({ competition_id: 'worldcup-2026', from: day, to: day });
    const dayMatches = onDay.data.rounds.flatMap((round) => round.matches);
    expect(dayMatches.map((match) => match.id)).toContain(final.data.rounds[0]?.matches[0]?.id);
    expect(dayMatches.length).toBeLessThanOrEqual(2);
  });

  it("gives a league's matchday, and its rounds in order", async () => {
    const counts = catalogCounts('en.1-2024-25');
    const body = await fixtures({ competition_id: 'en.1-2024-25', round: 'Matchday 26' });
    expect(body.code).toBe(0);
    expect(body.data.rounds).toHaveLength(1);
    const [round] = body.data.rounds;
    expect(round?.round).toBe('Matchday 26');
    expect(round?.matches).toHaveLength(counts.get('Matchday 26') ?? -1);
    expect(round?.matches.every((match) => match.round === 'Matchday 26')).toBe(true);
    expectKickoffOrder(round?.matches ?? []);

    const all = await fixtures({ competition_id: 'en.1-2024-25' });
    expect(all.data.rounds.map((entry) => entry.round)).toEqual(
      Array.from({ length: 38 }, (_, index) => `Matchday ${index + 1}`),
    );
  });

  it('refuses an unknown competition and bad queries with code 1', async () => {
    const zh = await fixtures({ competition_id: 'nope' }, 'zh');
    expect(zh).toMatchObject({ status: 404, code: 1, msg: '赛事不存在' });
    const vi = await fixtures({ competition_id: 'nope' }, 'vi');
    expect(vi).toMatchObject({ code: 1, msg: 'Không tìm thấy giải đấu này.' });
    for (const url of [
      '/api/Match/getFixtures',
      '/api/Match/getFixtures?competition_id=worldcup-2026&from=2026-6-1',
      '/api/Match/getFixtures?competition_id=worldcup-2026&to=2026-02-31x',
    ]) {
      // Malformed on purpose (a missing field, days that are no dates): around the contract.
      const response = await callerFrom(ctx.test.app).get(url, { lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json<Envelope>().code).toBe(1);
    }
    const range = await fixtures({
      competition_id: 'worldcup-2026',
      from: '2026-07-02',
      to: '2026-07-01',
    });
    expect(range).toMatchObject({
      status: 400,
      code: 1,
      msg: 'Bad date range: 2026-07-02 is after 2026-07-01.',
    });
  });
});
