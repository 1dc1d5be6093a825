import { z } from 'zod';
import type { Team } from '../../fixtures/feed-model';
import type { Outcome, ProviderTable } from '../../standings/standings';
import { apiFootballEnvelope } from '../api-football/api-football.mapper';
import { apiBasketballIds } from './api-basketball.mapper';

const rowSchema = z.object({
  position: z.number().int(),
  group: z.object({ name: z.string().nullable().optional() }).nullable().optional(),
  team: z.object({ id: z.number().int(), name: z.string() }),
  league: z.object({ id: z.number().int(), season: z.union([z.string(), z.number()]) }),
  games: z.object({
    played: z.number().int(),
    win: z.object({ total: z.number().int() }),
    lose: z.object({ total: z.number().int() }),
  }),
  points: z.object({ for: z.number().int(), against: z.number().int() }),
  form: z.string().nullable().optional(),
});

/** `/standings` answers a list of tables (conferences, groups), each a list of rows. */
const standingsEnvelope = apiFootballEnvelope(z.array(rowSchema));

/**
 * The provider's basketball tables: its positions stand (win percentage, head-to-head and
 * its other tie-breaks). A table per group or conference when there are several.
 */
export function mapApiBasketballStandings(body: unknown): {
  tables: ProviderTable[];
  teams: Team[];
} {
  const groups = standingsEnvelope.parse(body).response;
  const grouped = groups.length > 1;
  const teams: Team[] = [];
  const tables = groups.map((rows) => ({
    group: grouped ? (rows[0]?.group?.name ?? null) : null,
    rows: [...rows]
      .sort((a, b) => a.position - b.position)
      .map((row) => {
        const teamId = apiBasketballIds.team(row.team.id);
        teams.push({
          id: teamId,
          sport: 'basketball',
          name: row.team.name,
          short_name: row.team.name,
          name_zh: null,
          name_vi: null,
          short_name_zh: row.team.name,
          code: null,
        });
        return {
          rank: row.position,
          teamId,
          played: row.games.played,
          won: row.games.win.total,
          drawn: 0,
          lost: row.games.lose.total,
          goalsFor: row.points.for,
          goalsAgainst: row.points.against,
          goalDifference: row.points.for - row.points.against,
          // Basketball tables rank by wins; the page shows no points column for them.
          points: row.games.win.total,
          // Read most recent first, as API-Football's football form is.
          form: [...(row.form ?? '')]
            .filter((letter): letter is Outcome => letter === 'W' || letter === 'L')
            .slice(0, 5),
        };
      }),
  }));
  return { tables, teams };
}
