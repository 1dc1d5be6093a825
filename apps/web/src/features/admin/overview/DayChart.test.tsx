import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { axisTop, labelledDays } from './chart-scale';
import { DayChart } from './DayChart';

const POINTS = [
  { date: '2026-11-18', value: 3 },
  { date: '2026-11-19', value: 0 },
  { date: '2026-11-20', value: 12 },
];

describe('day chart', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });

  it('draws one bar per day, named by its title, each with its value on hover', () => {
    render(<DayChart title="新注册会员" points={POINTS} format={String} />);
    const chart = screen.getByRole('img', { name: '新注册会员' });
    const bars = within(chart).getAllByTestId('chart-bar');
    expect(bars).toHaveLength(3);
    // Taller for more: 12 fills more of the axis than 3, and 0 has no height.
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[2]).toBeGreaterThan(heights[0] ?? 0);
    expect(heights[1]).toBe(0);
    const titles = chart.querySelectorAll('[data-testid="chart-day"] > title');
    expect([...titles].map((title) => title.textContent)).toEqual([
      '2026-11-18: 3',
      '2026-11-19: 0',
      '2026-11-20: 12',
    ]);
  });

  it('shows the same figures as a table on request', async () => {
    const user = userEvent.setup();
    render(<DayChart title="充值笔数" points={POINTS} format={String} />);
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: '显示数据表' }));
    const table = screen.getByRole('table', { name: '充值笔数' });
    expect(within(table).getAllByRole('row')).toHaveLength(POINTS.length + 1);
  });

  it('reads its axis in round numbers', () => {
    expect([0, 3, 12, 40, 101].map(axisTop)).toEqual([1, 5, 20, 50, 200]);
    expect(labelledDays(3)).toEqual([0, 1, 2]);
    expect(labelledDays(90)).toEqual([0, 22, 45, 67, 89]);
  });
});
