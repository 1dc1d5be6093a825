import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { member, renderMoney, signIn } from '../wallet.test-util';
import { LevelSection } from './LevelSection';

describe('level section', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });

  it("shows the member's level, what is left to the next, and the ladder", async () => {
    signIn({ ...member, userlevel: 4, toplevel: 5, exp_percent: 25 });
    renderMoney(<LevelSection />);
    const current = await screen.findByTestId('level-current');
    expect(current.textContent).toContain('Lv.4');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('level-to-next').textContent).toBe('距 Lv.5 还需约 525 经验');
    const rows = screen.getAllByTestId('level-row');
    expect(rows).toHaveLength(50);
    expect(rows[49]?.textContent).toContain('240,100');
    const mine = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.textContent).toContain('Lv.4');
    expect(screen.getByText('在直播间送礼物：每消费 1 钻石获得 1 经验。')).toBeTruthy();
  });
});
