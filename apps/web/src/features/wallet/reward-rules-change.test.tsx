import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRewardRulesChange } from '../../shared/reward-rules';
import { openSocket, renderMoney } from './wallet.test-util';

const KEY = ['rewardRulesChangeTest'] as const;

function Listener({ onChange }: { onChange: () => void }) {
  useRewardRulesChange(KEY, onChange);
  return null;
}

describe('useRewardRulesChange', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads its query again when the reward rules change, not for the gift catalogue', async () => {
    const onChange = vi.fn();
    const { socket, push } = openSocket();
    const { queryClient } = renderMoney(<Listener onChange={onChange} />, socket);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    act(() => push('catalogueChanged', { catalogue: 'gifts' }));
    act(() => push('catalogueChanged', { catalogue: 'rewards' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: KEY });
    socket.close();
  });
});
