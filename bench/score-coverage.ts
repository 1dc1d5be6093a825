/**
 * `npm run bench:coverage`: how alive the simulated scores are at every hour (issue 25). Prints
 * the share of the hours of a year with a football match in play, the hours with nothing coming
 * up in the next 24 h, and a week's grid (UTC, one digit per hour: 9 = live in every week).
 *
 * `-- --plan` also searches for replay placements (`replay-placement.ts`) that fill the quiet
 * hours: every competition may move by whole days (free: a league keeps its weekly rhythm) and
 * by whole hours (charged: its kick-offs leave their local clock), and prints the best table.
 */
import { loadFixtureCatalog } from '../apps/server/src/feeds/fixtures/fixture-catalog';
import {
  createFeedSimulator,
  DEFAULT_SIMULATED_COMPETITIONS,
} from '../apps/server/src/feeds/simulator/feed-simulator';
import { REPLAY_PLACEMENTS } from '../apps/server/src/feeds/simulator/replay-placement';
import type { ReplayPlacement } from '../apps/server/src/feeds/simulator/season-calendar';
import { measureScoreCoverage } from '../apps/server/src/feeds/simulator/score-coverage';

const HOUR_MS = 3_600_000;
const MONDAY = Date.UTC(2027, 0, 4);
const WEEKS = 52;
const catalog = loadFixtureCatalog();
const football = DEFAULT_SIMULATED_COMPETITIONS.filter(
  (id) => catalog.competitions.get(id)?.sport === 'football',
);

function report(placements: Readonly<Record<string, ReplayPlacement>>, label: string): void {
  const simulator = createFeedSimulator({ catalog, placements });
  const coverage = measureScoreCoverage(simulator, {
    mondayUtc: MONDAY,
    weeks: WEEKS,
    sport: 'football',
  });
  const share = (coverage.liveHours / coverage.hours) * 100;
  console.log(
    `${label}: football live in ${share.toFixed(1)} % of ${coverage.hours} hours; ` +
      `${coverage.hoursWithoutUpcoming} hours with no kick-off in the next 24 h`,
  );
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  days.forEach((day, index) => {
    const row = coverage.byHourOfWeek.slice(index * 24, index * 24 + 24);
    console.log(
      `  ${day} ${row.map((value) => String(Math.min(9, Math.floor(value * 10)))).join('')}`,
    );
  });
}

/** Live hours of one competition, unmoved, over the window plus a margin each side. */
function liveSlots(id: string, margin: number): Uint8Array {
  const simulator = createFeedSimulator({ catalog, competitionIds: [id], placements: {} });
  const slots = new Uint8Array(WEEKS * 168 + 2 * margin);
  for (let hour = 0; hour < slots.length; hour += 1) {
    const middle = MONDAY + (hour - margin) * HOUR_MS + HOUR_MS / 2;
    slots[hour] = simulator.liveAt(middle).length > 0 ? 1 : 0;
  }
  return slots;
}

/**
 * Competitions fans know by heart stay where they are: the Premier League on a Saturday at
 * 15:00 in London (23:00 in Beijing), the Champions League on Tuesday and Wednesday nights, the
 * Chinese Super League on Beijing evenings, the World Cup on its real days.
 */
const PINNED = new Set([
  'en.1-2024-25',
  'de.1-2024-25',
  'es.1-2024-25',
  'it.1-2024-25',
  'fr.1-2024-25',
  'uefa.cl-2024-25',
  'cn.1-2025',
  'worldcup-2026',
]);

function plan(): Record<string, ReplayPlacement> {
  const margin = 8 * 24;
  const slots = new Map(football.map((id) => [id, liveSlots(id, margin)]));
  const offset = new Map<string, number>(football.map((id) => [id, 0]));
  const hours = WEEKS * 168;
  const covered = (): number => {
    let count = 0;
    for (let hour = 0; hour < hours; hour += 1) {
      for (const id of football) {
        if (slots.get(id)?.[margin + hour - (offset.get(id) ?? 0)]) {
          count += 1;
          break;
        }
      }
    }
    return count / hours;
  };
  const cost = (shift: number): number => {
    const clock = (((shift % 24) + 24 + 12) % 24) - 12;
    return clock === 0 ? 0 : 0.0005 + Math.abs(clock) * 0.00005;
  };
  for (let pass = 0; pass < 6; pass += 1) {
    for (const id of football.filter((competition) => !PINNED.has(competition))) {
      let best = offset.get(id) ?? 0;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let shift = -84; shift < 84; shift += 1) {
        offset.set(id, shift);
        const score = covered() - cost(shift);
        if (score > bestScore) [best, bestScore] = [shift, score];
      }
      offset.set(id, best);
    }
    console.log(`  plan pass ${pass + 1}: ${(covered() * 100).toFixed(1)} %`);
  }
  return Object.fromEntries(
    football.map((id) => {
      const shift = offset.get(id) ?? 0;
      const clock = (((shift % 24) + 24 + 12) % 24) - 12;
      return [id, { days: (shift - clock) / 24, hours: clock }];
    }),
  );
}

report(REPLAY_PLACEMENTS, 'shipped placements');
if (process.argv.includes('--plan')) {
  const planned = plan();
  report(planned, 'planned placements');
  console.log(JSON.stringify(planned, null, 2));
}
