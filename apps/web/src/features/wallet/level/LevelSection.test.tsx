import { DEFAULT_REWARD_RULES } from '@tifo/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n, stubFetch } from '../../../test/render-app';
import { stubApi } from '../../anchor/room-fixtures.test-util';
import { member, renderMoney, signIn } from '../wallet.test-util';
import { LevelSection } from './LevelSection';

describe('level section', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  // The reward rules are not answered: the ladders keep their default steps.
  beforeEach(() => stubFetch());
  afterEach(() => vi.unstubAllGlobals());

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

  it('shows streamers their streamer level from settled income, and nobody else', async () => {
    signIn({
      ...member,
      anchor_progress: {
        level: 2,
        next_level: 3,
        percent: 54.2,
        income_to_next: 686,
        income: 1314,
      },
    });
    const { unmount } = renderMoney(<LevelSection />);
    const card = await screen.findByTestId('anchor-level');
    expect(card.textContent).toContain('主播 Lv.2');
    expect(screen.getByTestId('anchor-level-to-next').textContent).toBe(
      '再获得 686 钻石收益升到 Lv.3',
    );
    const rungs = screen.getAllByTestId('anchor-level-rung').map((rung) => rung.textContent);
    expect(rungs[0]).toBe('主播 Lv.10');
    expect(rungs[2]).toBe('主播 Lv.32,000');
    unmount();
    signIn({ ...member, anchor_progress: null });
    renderMoney(<LevelSection />);
    await screen.findByTestId('level-current');
    expect(screen.queryByTestId('anchor-level')).toBeNull();
  });

  it('climbs the ladders administrators set once the reward rules arrive', async () => {
    stubApi({
      'Activity/rewardRules': () => ({
        ...DEFAULT_REWARD_RULES,
        levels: { user_step: 250, anchor_step: 1000 },
      }),
    });
    signIn({
      ...member,
      userlevel: 4,
      toplevel: 5,
      exp_percent: 25,
      anchor_progress: { level: 2, next_level: 3, percent: 10, income_to_next: 2700, income: 1300 },
    });
    renderMoney(<LevelSection />);
    // Level 4 → 5 spans 2,250 → 4,000 at step 250: a quarter done leaves 1,312.5.
    await waitFor(() =>
      expect(screen.getByTestId('level-to-next').textContent).toBe('距 Lv.5 还需约 1,312.5 经验'),
    );
    expect(screen.getAllByTestId('level-row')[49]?.textContent).toContain('600,250');
    const rungs = screen.getAllByTestId('anchor-level-rung').map((rung) => rung.textContent);
    expect(rungs[2]).toBe('主播 Lv.34,000');
  });
});
