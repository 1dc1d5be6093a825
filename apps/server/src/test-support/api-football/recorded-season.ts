import type {
  BookmakerOddsSpec,
  EventSpec,
  FixtureSpec,
  LeagueRef,
  StandingSpec,
  TeamRef,
} from './payloads';

/**
 * Our own recorded season, as API-Football would answer on Saturday 2026-11-28 at 15:40 UTC:
 * a league ("Premier League" of Wales, a name nine other countries share) and a cup with two
 * groups and knock-out rounds. Between them the fixtures take every status the API documents
 * (NS, TBD, 1H, HT, 2H, ET, BT, P, LIVE, INT, SUSP, FT, AET, PEN, PST, CANC, ABD, AWD, WO) and
 * the events every type and detail: normal, own and penalty goals, missed penalties, yellow,
 * red and second-yellow cards, substitutions, VAR decisions and a penalty shoot-out. One team
 * has 3 points deducted; the league's table is the provider's, tie-breaks included.
 */
export const SEASON_NOW = Date.UTC(2026, 10, 28, 15, 40);

export const WELSH_LEAGUE: LeagueRef = {
  id: 110,
  name: 'Premier League',
  country: 'Wales',
  season: 2026,
  type: 'League',
};
export const CHAMPIONS_CUP: LeagueRef = {
  id: 960,
  name: 'Champions Cup',
  country: 'World',
  season: 2026,
  type: 'Cup',
};

const team = (id: number, name: string): TeamRef => ({ id, name });
export const TEAMS = {
  bala: team(9101, 'Bala Town'),
  tns: team(9102, 'The New Saints'),
  connahs: team(9103, "Connah's Quay"),
  penybont: team(9104, 'Penybont'),
  barry: team(9105, 'Barry Town'),
  cardiff: team(9106, 'Cardiff Met'),
  haverford: team(9107, 'Haverfordwest'),
  caernarfon: team(9108, 'Caernarfon Town'),
};
const { bala, tns, connahs, penybont, barry, cardiff, haverford, caernarfon } = TEAMS;

const day = (date: number, hour: number, minute = 0) => Date.UTC(2026, 10, date, hour, minute);
const goal = (
  minute: number,
  scorer: TeamRef,
  player: string,
  detail?: 'Own Goal' | 'Penalty',
  extra?: number,
): EventSpec => ({
  kind: 'goal',
  minute,
  team: scorer,
  player,
  ...(detail ? { detail } : {}),
  ...(extra ? { extra } : {}),
});
const card = (
  minute: number,
  side: TeamRef,
  player: string,
  detail: 'Yellow Card' | 'Red Card' | 'Second Yellow card' = 'Yellow Card',
): EventSpec => ({
  kind: 'card',
  minute,
  team: side,
  player,
  detail,
});
const sub = (
  minute: number,
  side: TeamRef,
  off: string,
  on: string,
  number: number,
): EventSpec => ({
  kind: 'sub',
  minute,
  team: side,
  off,
  on,
  number,
});
const kick = (side: TeamRef, player: string, scored: boolean): EventSpec => ({
  kind: 'shootout',
  team: side,
  player,
  scored,
});

const league = (
  id: number,
  round: number,
  home: TeamRef,
  away: TeamRef,
  kickoff: number,
  rest: Partial<FixtureSpec> & Pick<FixtureSpec, 'status'>,
): FixtureSpec => ({
  id,
  league: WELSH_LEAGUE,
  round: `Regular Season - ${round}`,
  home,
  away,
  kickoff,
  ...rest,
});
const cup = (
  id: number,
  round: string,
  home: TeamRef,
  away: TeamRef,
  kickoff: number,
  rest: Partial<FixtureSpec> & Pick<FixtureSpec, 'status'>,
): FixtureSpec => ({ id, league: CHAMPIONS_CUP, round, home, away, kickoff, ...rest });

export function recordedFixtures(): FixtureSpec[] {
  return [
    // Round 1
    league(70001, 1, bala, tns, day(7, 14), {
      status: 'FT',
      events: [
        goal(12, bala, 'A. Evans'),
        card(30, tns, 'B. Jones'),
        goal(45, tns, 'C. Smith', undefined, 2),
        sub(60, bala, 'A. Evans', 'D. Hughes', 1),
        goal(88, bala, 'D. Hughes'),
      ],
    }),
    league(70002, 1, connahs, penybont, day(7, 14), {
      status: 'FT',
      events: [card(50, penybont, 'E. Price')],
    }),
    league(70003, 1, barry, cardiff, day(7, 14), { status: 'AWD', awarded: { home: 3, away: 0 } }),
    // Round 2: an own goal (its `team` is the team credited), a penalty and a missed one.
    league(70004, 2, tns, connahs, day(14, 14), {
      status: 'FT',
      events: [goal(20, tns, 'F. Morgan'), goal(71, connahs, 'G. Owen', 'Own Goal')],
    }),
    league(70005, 2, penybont, barry, day(14, 14), {
      status: 'FT',
      events: [
        { kind: 'missed-penalty', minute: 10, team: barry, player: 'H. Lewis' },
        goal(33, penybont, 'I. Rees', 'Penalty'),
        goal(80, penybont, 'J. Davies'),
      ],
    }),
    league(70006, 2, cardiff, bala, day(14, 14), { status: 'WO', awarded: { home: 0, away: 3 } }),
    // Round 3: red cards, a second yellow, a goal cancelled by VAR; an abandoned and a cancelled match.
    league(70007, 3, bala, connahs, day(21, 14), {
      status: 'FT',
      events: [
        goal(5, bala, 'A. Evans'),
        card(22, connahs, 'K. Roberts'),
        goal(40, connahs, 'L. Thomas'),
        { kind: 'var', minute: 55, team: connahs, player: 'L. Thomas', detail: 'Goal cancelled' },
        card(61, connahs, 'K. Roberts', 'Second Yellow card'),
        goal(70, bala, 'D. Hughes'),
        { kind: 'var', minute: 77, team: bala, player: 'M. Wood', detail: 'Penalty confirmed' },
        goal(78, bala, 'M. Wood', 'Penalty'),
        card(84, bala, 'N. Hall', 'Red Card'),
        goal(90, connahs, 'O. Clarke', undefined, 4),
        sub(90, bala, 'A. Evans', 'P. Young', 3),
      ],
    }),
    league(70008, 3, tns, barry, day(21, 14), {
      status: 'ABD',
      elapsed: 60,
      events: [goal(15, tns, 'F. Morgan')],
    }),
    league(70009, 3, penybont, cardiff, day(21, 14), { status: 'CANC' }),
    // Round 4, today: in play in each period; one answer in play with no score.
    league(70010, 4, bala, penybont, day(28, 15), {
      status: '1H',
      elapsed: 38,
      events: [goal(17, bala, 'A. Evans'), card(31, penybont, 'E. Price')],
    }),
    league(70011, 4, connahs, cardiff, day(28, 14, 30), {
      status: 'HT',
      elapsed: 45,
      events: [goal(9, connahs, 'L. Thomas'), goal(41, cardiff, 'Q. Walker')],
    }),
    league(70012, 4, tns, barry, day(28, 14), {
      status: '2H',
      elapsed: 83,
      extra: null,
      events: [
        goal(11, barry, 'R. Green', 'Own Goal'),
        goal(56, tns, 'F. Morgan'),
        sub(63, tns, 'F. Morgan', 'S. Baker', 1),
      ],
    }),
    // Round 5: to come, postponed, and a date still to be set.
    league(70013, 5, bala, barry, day(29, 14), { status: 'NS' }),
    league(70014, 5, tns, cardiff, day(29, 14), { status: 'PST' }),
    league(70015, 5, connahs, penybont, day(29, 17), { status: 'TBD' }),

    // The cup: two groups, then knock-outs.
    cup(80001, 'Group A - 1', bala, tns, day(4, 19), {
      status: 'FT',
      events: [goal(30, tns, 'F. Morgan')],
    }),
    cup(80002, 'Group A - 1', haverford, caernarfon, day(4, 19), {
      status: 'FT',
      events: [goal(8, haverford, 'T. Ward'), goal(60, caernarfon, 'U. King')],
    }),
    cup(80003, 'Group B - 1', connahs, penybont, day(4, 19), {
      status: 'FT',
      events: [goal(44, penybont, 'I. Rees'), goal(77, penybont, 'J. Davies')],
    }),
    cup(80004, 'Group B - 1', barry, cardiff, day(4, 19), { status: 'FT' }),
    // Quarter-finals: one settled in extra time, one on penalties.
    cup(80005, 'Quarter-finals', tns, penybont, day(25, 19), {
      status: 'AET',
      events: [
        goal(50, tns, 'F. Morgan'),
        goal(85, penybont, 'I. Rees'),
        goal(105, tns, 'S. Baker', undefined, 1),
      ],
    }),
    cup(80006, 'Quarter-finals', bala, cardiff, day(25, 19), {
      status: 'PEN',
      events: [
        goal(39, cardiff, 'Q. Walker'),
        goal(90, bala, 'D. Hughes', undefined, 3),
        card(110, cardiff, 'V. Scott'),
        kick(bala, 'A. Evans', true),
        kick(cardiff, 'Q. Walker', true),
        kick(bala, 'D. Hughes', false),
        kick(cardiff, 'V. Scott', false),
        kick(bala, 'M. Wood', true),
        kick(cardiff, 'W. Hill', false),
        kick(bala, 'N. Hall', true),
      ],
    }),
    // Today, in the cup: extra time, the break before it, a shoot-out under way, an unknown
    // period, an interruption and a suspension.
    cup(80007, 'Semi-finals', haverford, caernarfon, day(28, 13), {
      status: 'ET',
      elapsed: 97,
      events: [goal(22, haverford, 'T. Ward'), goal(70, caernarfon, 'U. King')],
    }),
    cup(80008, 'Semi-finals', connahs, barry, day(28, 13, 45), { status: 'BT', elapsed: 90 }),
    cup(80009, 'Plate - Final', bala, tns, day(28, 12, 45), {
      status: 'P',
      elapsed: 120,
      events: [
        goal(14, bala, 'A. Evans'),
        goal(66, tns, 'C. Smith'),
        kick(tns, 'C. Smith', true),
        kick(bala, 'A. Evans', true),
        kick(tns, 'B. Jones', false),
      ],
    }),
    cup(80010, 'Plate - Semi-finals', penybont, cardiff, day(28, 15, 10), {
      status: 'LIVE',
      elapsed: 28,
      goalsNull: false,
      events: [goal(25, cardiff, 'Q. Walker')],
    }),
    cup(80011, 'Plate - Semi-finals', haverford, barry, day(28, 14, 40), {
      status: 'INT',
      elapsed: 55,
      events: [goal(48, haverford, 'T. Ward')],
    }),
    cup(80012, 'Plate - Semi-finals', caernarfon, connahs, day(28, 14, 15), {
      status: 'SUSP',
      elapsed: 70,
      events: [goal(52, connahs, 'L. Thomas')],
    }),
  ];
}

interface Tally {
  team: TeamRef;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  results: string[];
}

/** W/D/L and goals of finished fixtures (awarded ones count), for the provider's tables. */
function tallies(fixtures: readonly FixtureSpec[], teams: readonly TeamRef[]): Map<number, Tally> {
  const table = new Map(
    teams.map((entry) => [
      entry.id,
      {
        team: entry,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        results: [] as string[],
      },
    ]),
  );
  const finished = fixtures
    .filter((spec) => ['FT', 'AET', 'PEN', 'AWD', 'WO'].includes(spec.status))
    .sort((a, b) => b.kickoff - a.kickoff);
  for (const spec of finished) {
    const goals = spec.awarded ?? { home: 0, away: 0 };
    if (!spec.awarded) {
      for (const event of spec.events ?? []) {
        if (event.kind === 'goal') goals[event.team.id === spec.home.id ? 'home' : 'away'] += 1;
      }
    }
    for (const [side, other] of [
      ['home', 'away'],
      ['away', 'home'],
    ] as const) {
      const row = table.get(spec[side].id);
      if (!row) continue;
      row.goalsFor += goals[side];
      row.goalsAgainst += goals[other];
      const outcome = goals[side] > goals[other] ? 'W' : goals[side] < goals[other] ? 'L' : 'D';
      if (outcome === 'W') row.won += 1;
      else if (outcome === 'L') row.lost += 1;
      else row.drawn += 1;
      row.results.push(outcome);
    }
  }
  return table;
}

const rowOf = (tally: Tally, extra: Partial<StandingSpec> = {}): StandingSpec => ({
  team: tally.team,
  won: tally.won,
  drawn: tally.drawn,
  lost: tally.lost,
  goalsFor: tally.goalsFor,
  goalsAgainst: tally.goalsAgainst,
  form: tally.results.slice(0, 5).join(''),
  ...extra,
});

const points = (row: StandingSpec) => row.won * 3 + row.drawn - (row.deduction ?? 0);

/**
 * The provider's tables: Cardiff Met 3 points deducted; ties on points broken by goals
 * scored before goal difference (a competition's own rule, which computing would not know).
 */
export function recordedStandings(fixtures: readonly FixtureSpec[]): Map<number, StandingSpec[][]> {
  const leagueTeams = [bala, tns, connahs, penybont, barry, cardiff];
  const leagueTally = tallies(
    fixtures.filter((spec) => spec.league.id === WELSH_LEAGUE.id),
    leagueTeams,
  );
  const leagueRows = [...leagueTally.values()]
    .map((tally) => rowOf(tally, tally.team.id === cardiff.id ? { deduction: 3 } : {}))
    .sort(
      (a, b) =>
        points(b) - points(a) ||
        b.goalsFor - a.goalsFor ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        a.team.name.localeCompare(b.team.name),
    );
  const groupStage = fixtures.filter(
    (spec) => spec.league.id === CHAMPIONS_CUP.id && spec.round.startsWith('Group'),
  );
  const group = (name: string, teams: TeamRef[]) =>
    [...tallies(groupStage, teams).values()]
      .map((tally) => rowOf(tally, { group: name }))
      .sort((a, b) => points(b) - points(a) || a.team.name.localeCompare(b.team.name));
  return new Map([
    [WELSH_LEAGUE.id, [leagueRows]],
    [
      CHAMPIONS_CUP.id,
      [
        group('Group A', [bala, tns, haverford, caernarfon]),
        group('Group B', [connahs, penybont, barry, cardiff]),
      ],
    ],
  ]);
}

/**
 * Pre-match odds of tomorrow's Bala Town v Barry Town (70013) from two bookmakers, each with
 * several Asian and over/under lines (the balanced one is the main line), and from a third
 * that offers no Asian handicap (a page shows it none).
 */
export function recordedOdds(): Map<number, BookmakerOddsSpec[]> {
  return new Map([
    [
      70013,
      [
        {
          id: 8,
          name: 'Bet365',
          winner: [1.72, 3.8, 4.6],
          asian: [
            [-0.5, 1.72, 2.1],
            [-0.75, 1.95, 1.9],
            [-1, 2.3, 1.6],
          ],
          goals: [
            [2.5, 1.8, 2.0],
            [2.75, 2.0, 1.85],
            [3, 2.3, 1.6],
          ],
        },
        {
          id: 7,
          name: 'William Hill',
          winner: [1.75, 3.6, 4.5],
          asian: [[-0.75, 1.93, 1.93]],
          goals: [[2.5, 1.83, 1.97]],
        },
        {
          id: 3,
          name: 'Betfair',
          winner: [1.74, 3.75, 4.7],
          asian: [],
          goals: [[2.5, 1.85, 1.95]],
        },
      ],
    ],
  ]);
}
