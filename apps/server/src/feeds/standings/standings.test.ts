import { beforeAll, describe, expect, it } from 'vitest';
import type { FixtureCatalog } from '../fixtures/feed-model';
import { loadFixtureCatalog } from '../fixtures/fixture-catalog';
import { headToHead, recentForm, RECENT_FORM_WINDOWS } from './recent-form';
import { computeGroupStandings, computeStandings, finishedResults } from './standings';

/** [team id, points, goals for, goals against] in final position order. */
type RealRow = [string, number, number, number];

// The real final tables, from the public record (premierleague.com, bundesliga.com,
// ligue1.com), typed in by hand, not computed: the test fails if the data or the rules drift.
const PREMIER_LEAGUE_2024_25: RealRow[] = [
  ['liverpool-fc', 84, 86, 41],
  ['arsenal-fc', 74, 69, 34],
  ['manchester-city-fc', 71, 72, 44],
  ['chelsea-fc', 69, 64, 43],
  ['newcastle-united-fc', 66, 68, 47],
  ['aston-villa-fc', 66, 58, 51],
  ['nottingham-forest-fc', 65, 58, 46],
  ['brighton-and-hove-albion-fc', 61, 66, 59],
  ['afc-bournemouth', 56, 58, 46],
  ['brentford-fc', 56, 66, 57],
  ['fulham-fc', 54, 54, 54],
  ['crystal-palace-fc', 53, 51, 51],
  ['everton-fc', 48, 42, 44],
  ['west-ham-united-fc', 43, 46, 62],
  ['manchester-united-fc', 42, 44, 54],
  ['wolverhampton-wanderers-fc', 42, 54, 69],
  ['tottenham-hotspur-fc', 38, 64, 65],
  ['leicester-city-fc', 25, 33, 80],
  ['ipswich-town-fc', 22, 36, 82],
  ['southampton-fc', 12, 26, 86],
];

// Includes Union Berlin 0–2 Bochum (awarded after a lighter hit Bochum's goalkeeper): the real
// table counts the awarded score, and so does the shipped file (`"status": "awarded"`).
const BUNDESLIGA_2024_25: RealRow[] = [
  ['fc-bayern-munchen', 82, 99, 32],
  ['bayer-04-leverkusen', 69, 72, 43],
  ['eintracht-frankfurt', 60, 68, 46],
  ['borussia-dortmund', 57, 71, 51],
  ['sc-freiburg', 55, 49, 53],
  ['1-fsv-mainz-05', 52, 55, 43],
  ['rb-leipzig', 51, 53, 48],
  ['sv-werder-bremen', 51, 54, 57],
  ['vfb-stuttgart', 50, 64, 53],
  ['borussia-monchengladbach', 45, 55, 57],
  ['vfl-wolfsburg', 43, 56, 54],
  ['fc-augsburg', 43, 35, 51],
  ['1-fc-union-berlin', 40, 35, 51],
  ['fc-st-pauli-1910', 32, 28, 41],
  ['tsg-1899-hoffenheim', 32, 46, 68],
  ['1-fc-heidenheim-1846', 29, 37, 64],
  ['holstein-kiel', 25, 49, 80],
  ['vfl-bochum-1848', 25, 33, 67],
];

const LIGUE_1_2024_25: RealRow[] = [
  ['paris-saint-germain-fc', 84, 92, 35],
  ['olympique-de-marseille', 65, 74, 47],
  ['as-monaco-fc', 61, 63, 41],
  ['ogc-nice', 60, 66, 41],
  ['lille-osc', 60, 52, 36],
  ['olympique-lyonnais', 57, 65, 46],
  ['rc-strasbourg-alsace', 57, 56, 44],
  ['racing-club-de-lens', 52, 42, 39],
  ['stade-brestois-29', 50, 52, 59],
  ['toulouse-fc', 42, 44, 43],
  ['aj-auxerre', 42, 48, 51],
  ['stade-rennais-fc-1901', 41, 51, 50],
  ['fc-nantes', 36, 39, 52],
  ['angers-sco', 36, 32, 53],
  ['le-havre-ac', 34, 40, 71],
  ['stade-de-reims', 33, 33, 47],
  ['as-saint-etienne', 30, 39, 77],
  ['montpellier-hsc', 16, 23, 79],
];

let catalog: FixtureCatalog;
beforeAll(() => {
  catalog = loadFixtureCatalog();
});
const nameOf = (teamId: string): string => catalog.teams.get(teamId)?.name ?? teamId;

describe.each([
  ['en.1-2024-25', 380, 38, PREMIER_LEAGUE_2024_25],
  ['de.1-2024-25', 306, 34, BUNDESLIGA_2024_25],
  ['fr.1-2024-25', 306, 34, LIGUE_1_2024_25],
] as const)('computeStandings for %s', (competitionId, matchCount, rounds, real) => {
  it('has every match of the season with a result', () => {
    const matches = catalog.matchesByCompetition.get(competitionId) ?? [];
    expect(matches).toHaveLength(matchCount);
    expect(finishedResults(matches)).toHaveLength(matchCount);
  });

  it('equals the real final table: order, points, goals and goal difference', () => {
    const table = computeStandings(
      finishedResults(catalog.matchesByCompetition.get(competitionId) ?? []),
      nameOf,
    );
    expect(table.map((row) => [row.teamId, row.points, row.goalsFor, row.goalsAgainst])).toEqual(
      real,
    );
    for (const row of table) {
      expect(row.played).toBe(rounds);
      expect(row.won + row.drawn + row.lost).toBe(rounds);
      expect(row.points).toBe(row.won * 3 + row.drawn);
      expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst);
      expect(row.form).toHaveLength(5);
    }
  });
});

describe('computeStandings rules', () => {
  const result = (home: string, away: string, h: number, a: number, kickoff: number) => ({
    matchId: `${home}-${away}-${kickoff}`,
    competitionId: 'test',
    group: null,
    homeTeamId: home,
    awayTeamId: away,
    kickoff,
    score: { home: h, away: a },
  });

  it('breaks ties by goal difference, then goals for, then name', () => {
    const table = computeStandings(
      [
        result('b', 'x', 3, 1, 1), // b: 3 pts, +2, 3 goals
        result('a', 'y', 2, 0, 2), // a: 3 pts, +2, 2 goals
        result('c', 'z', 1, 0, 3), // c: 3 pts, +1
        result('d', 'w', 2, 0, 4), // d: same as a, later by name
      ],
      (id) => id,
    );
    expect(table.slice(0, 4).map((row) => row.teamId)).toEqual(['b', 'a', 'd', 'c']);
    expect(table.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps the last five results, most recent first, and lists teams yet to play', () => {
    const scores: [number, number][] = [
      [3, 0],
      [1, 0],
      [0, 1],
      [2, 0],
      [0, 2],
      [1, 1],
    ];
    const results = scores.map(([h, a], day) => result('a', 'b', h, a, day));
    const table = computeStandings(results, (id) => id, ['c']);
    expect(table.find((row) => row.teamId === 'a')?.form).toEqual(['D', 'L', 'W', 'L', 'W']);
    expect(table.find((row) => row.teamId === 'c')).toMatchObject({
      played: 0,
      points: 0,
      rank: 3,
    });
  });

  it('computes World Cup 2022 group tables from the shipped results', () => {
    const results = finishedResults(catalog.matchesByCompetition.get('worldcup-2022') ?? []);
    const groups = computeGroupStandings(results, nameOf, catalog.groups.get('worldcup-2022'));
    expect([...groups.keys()]).toHaveLength(8);
    // Group C 2022: Argentina 6, Poland 4, Mexico 4 (Poland through on goal difference), Saudi 3.
    expect(groups.get('Group C')?.map((row) => [row.teamId, row.points])).toEqual([
      ['nt-argentina', 6],
      ['nt-poland', 4],
      ['nt-mexico', 4],
      ['nt-saudi-arabia', 3],
    ]);
  });
});

describe('recent form and head to head', () => {
  it('offers the spec windows 5, 10, 15 and 6', () => {
    expect(RECENT_FORM_WINDOWS).toEqual([5, 10, 15, 6]);
  });

  it('counts a team’s latest matches across competitions, most recent first', () => {
    const results = finishedResults(catalog.matches);
    for (const window of RECENT_FORM_WINDOWS) {
      const form = recentForm(results, 'liverpool-fc', window, Date.UTC(2025, 5, 1));
      expect(form.results).toHaveLength(window);
      expect(form.won + form.drawn + form.lost).toBe(window);
    }
    // Liverpool's last 2024-25 league match: 1–1 v Crystal Palace, 25 May 2025.
    const last = recentForm(results, 'liverpool-fc', 5, Date.UTC(2025, 5, 1));
    expect(last.outcomes[0]).toBe('D');
    expect(last.results[0]?.awayTeamId).toBe('crystal-palace-fc');
  });

  it('finds the meetings of two teams from either side', () => {
    const results = finishedResults(catalog.matches);
    const arsenal = headToHead(results, 'arsenal-fc', 'liverpool-fc', 10);
    const liverpool = headToHead(results, 'liverpool-fc', 'arsenal-fc', 10);
    expect(arsenal.results.length).toBeGreaterThanOrEqual(3);
    expect(arsenal.won).toBe(liverpool.lost);
    expect(arsenal.goalsFor).toBe(liverpool.goalsAgainst);
  });
});
