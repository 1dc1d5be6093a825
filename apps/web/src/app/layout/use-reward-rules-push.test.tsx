import { DEFAULT_REWARD_RULES } from '@tifo/contract';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../features/anchor/room-fixtures.test-util';
import { member, openSocket, renderMoney, signIn } from '../../features/wallet/wallet.test-util';
import { signInKeys } from '../../features/sign-in/sign-in-keys';
import { taskKeys } from '../../features/tasks/task-keys';
import { rewardRulesKeys } from '../../shared/reward-rules';
import { read } from '../../shared/storage';
import { walletKeys } from '../../shared/wallet/wallet-keys';
import { useRewardRulesPush } from './use-reward-rules-push';

function Listener() {
  // No spread: the test reads user info at once.
  useRewardRulesPush(0);
  return null;
}

const REWARD_QUERIES = [
  rewardRulesKeys.rules(),
  signInKeys.list(),
  taskKeys.daily(),
  walletKeys.nobles(),
];

describe('useRewardRulesPush', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reads everything that shows the reward rules again, and user info', async () => {
    signIn({ ...member, userlevel: 4 });
    const fetchMock = stubApi({
      'Activity/rewardRules': () => DEFAULT_REWARD_RULES,
      // User info with the member's level on the new ladder.
      'Member/info': () => ({
        ...member,
        userlevel: 3,
        signature: '',
        mobile: '138****8000',
        country_code: 86,
        balances: { diamonds: 50, gold_coins: 7, withdrawable: 0 },
        has_payment_password: false,
        anchor_progress: null,
        invite_code: 'ABC123',
      }),
    });
    const { socket, push } = openSocket();
    const { queryClient } = renderMoney(<Listener />, socket);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    act(() => push('catalogueChanged', { catalogue: 'rewards' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(REWARD_QUERIES.length));
    for (const queryKey of REWARD_QUERIES) expect(invalidate).toHaveBeenCalledWith({ queryKey });
    await waitFor(() => expect(read('userInfo')?.userlevel).toBe(3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    socket.close();
  });

  it('leaves the gift catalogue to the gift panel, and visitors without user info', async () => {
    const fetchMock = stubApi({});
    const { socket, push } = openSocket();
    const { queryClient } = renderMoney(<Listener />, socket);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    act(() => push('catalogueChanged', { catalogue: 'gifts' }));
    act(() => push('catalogueChanged', { catalogue: 'rewards' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(REWARD_QUERIES.length));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(read('userInfo')).toBeNull();
    socket.close();
  });
});
