import type { ReplayPlacement } from './season-calendar';

/**
 * Where each competition's replay sits in the week (issue 25: a live football match in at
 * least 90 % of the hours of a week). Our open data holds European, American, African and three
 * Asia-Pacific leagues; replayed on their own days and clocks they leave weekday mornings (UTC)
 * empty, when fans in China and Vietnam check scores before work. So some leagues move:
 * - `days`: the whole season moves by whole days; the league keeps its rhythm (matchdays a week
 *   apart, its kick-off times), only on other weekdays;
 * - `hours`: its clock moves too; a match then kicks off at another local hour than it did.
 * The leagues fans know by heart never move (the big five, the Champions League, the Chinese
 * Super League, the World Cup). `npm run bench:coverage -- --plan` chose these and prints the
 * share of live hours they give; a test keeps it at 90 % or more.
 */
export const REPLAY_PLACEMENTS: Readonly<Record<string, ReplayPlacement>> = {
  'en.2-2024-25': { days: 3, hours: -7 },
  'nl.1-2024-25': { days: -3, hours: -6 },
  'pt.1-2024-25': { days: 2, hours: -9 },
  'tr.1-2024-25': { days: -2, hours: -6 },
  'en.3-2024-25': { days: 2, hours: -8 },
  'en.4-2024-25': { days: -3, hours: -8 },
  'de.2-2024-25': { days: 3, hours: 10 },
  'es.2-2024-25': { days: -1, hours: -10 },
  'it.2-2024-25': { days: 2, hours: 0 },
  'fr.2-2024-25': { days: -3, hours: -4 },
  'sco.1-2024-25': { days: 2, hours: 0 },
  'be.1-2024-25': { days: -3, hours: 7 },
  'at.1-2024-25': { days: 2, hours: -6 },
  'gr.1-2024-25': { days: -2, hours: -1 },
  'eg.1-2024-25': { days: -2, hours: 0 },
  'ma.1-2024-25': { days: 3, hours: 0 },
  'dz.1-2024-25': { days: 2, hours: -12 },
  'jp.1-2025': { days: -3, hours: -5 },
  'mls-2025': { days: 2, hours: 0 },
  'mx.1-2024-25': { days: 0, hours: 5 },
  'br.1-2025': { days: -2, hours: -7 },
  'br.2-2025': { days: -2, hours: -2 },
  'ar.1-2025': { days: -1, hours: 2 },
  'co.1-2025': { days: 1, hours: 0 },
};
