/**
 * `npm run bench:api-football`: what following 20, 50 and 200 competitions costs in
 * API-Football requests a day with the default limits (the Pro plan: 7,500 a day, 300 a
 * minute; issue 26). Each run replays a busy Saturday through the local stand-in on an
 * injected clock: every competition plays 4 matches, kicking off between 11:00 and 20:30 UTC,
 * and the feed runs a round every 5 s as it does in production. Prints the requests made, the
 * busiest minute, the live-list interval, and the plan's worst case (a match in play all day).
 */
import { simulateDay } from '../apps/server/src/test-support/api-football/simulated-day';
import { recordFigures, type Figure } from './results';

const DAILY_LIMIT = 7_500;
const PER_MINUTE = 300;
const figures: Figure[] = [];

for (const leagueCount of [20, 50, 200]) {
  const started = Date.now();
  const run = await simulateDay({ leagueCount, roundMs: 5_000 });
  const requests = [...run.perDay.values()].reduce((sum, count) => sum + count, 0);
  const byKind = new Map<string, number>();
  for (const call of run.calls) {
    const kind = call.query.live
      ? 'live list'
      : call.query.ids
        ? 'fixtures by id (events)'
        : call.query.date
          ? 'fixtures of a date'
          : call.path === '/fixtures'
            ? 'season fixtures'
            : call.path.slice(1);
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  const { plan } = run.feed;
  console.log(
    `${leagueCount} competitions: ${requests} requests in the day (limit ${DAILY_LIMIT}), ` +
      `busiest minute ${run.busiestMinute} (limit ${PER_MINUTE}); live list every ` +
      `${(plan.liveMs / 1000).toFixed(1)} s, events of all live matches every ` +
      `${(plan.eventsSweepMs / 1000).toFixed(0)} s; worst case ${plan.worstCasePerDay} a day ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s to simulate)`,
  );
  console.log(`  ${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
  figures.push(
    {
      bench: 'api-football-budget',
      name: `requests a day following ${leagueCount} competitions`,
      value: requests,
      unit: 'requests',
      goal: { op: '≤', value: DAILY_LIMIT },
      note: 'a Saturday of 4 matches per competition, default limits',
    },
    {
      bench: 'api-football-budget',
      name: `busiest minute following ${leagueCount} competitions`,
      value: run.busiestMinute,
      unit: 'requests',
      goal: { op: '≤', value: PER_MINUTE },
    },
  );
}
recordFigures(figures);
