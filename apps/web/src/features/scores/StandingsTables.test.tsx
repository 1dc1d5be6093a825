import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render-app';
import type { StandingsData } from './api';
import { StandingsTables } from './StandingsTables';

const team = (id: string) => ({ id, name: id, name_zh: id, name_vi: id, short_name_zh: id });
const row = (rank: number, id: string, points: number, deduction: number) => ({
  rank,
  team: team(id),
  played: 10,
  won: 7,
  drawn: 2,
  lost: 1,
  goals_for: 20,
  goals_against: 8,
  goal_difference: 12,
  points,
  deduction,
  form: [],
});

const table: StandingsData = {
  competition: {
    id: 'af-league-110-2026',
    name: 'Premier League (Wales)',
    name_zh: 'Premier League (Wales)',
    name_vi: 'Premier League (Wales)',
    sport: 'football',
    kind: 'league',
    season: '2026',
  },
  tables: [{ group: null, rows: [row(1, 'Bala Town', 23, 0), row(2, 'Cardiff Met', 20, 3)] }],
};

describe('StandingsTables', () => {
  beforeAll(() => setupI18n('en'));

  it("marks a points deduction beside the team's points, and nothing where there is none", () => {
    render(<StandingsTables standings={table} />);
    const marks = screen.getAllByTestId('points-deducted');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toBe('−3');
    expect(marks[0]?.getAttribute('title')).toBe('3 points deducted by the competition');
    const cardiff = screen.getByText('Cardiff Met').closest('tr');
    expect(cardiff && within(cardiff).getByTestId('points-deducted')).toBeTruthy();
  });
});
