import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { stubApi } from '../anchor/room-fixtures.test-util';
import { RechargeSection } from './RechargeSection';
import { buildOrder, callsTo, packageOffer, renderMoney, signIn } from './wallet.test-util';

describe('recharge section', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the packages on the page and pays like the dialog', async () => {
    signIn();
    const fetchMock = stubApi({
      'chargerules/getList': () => packageOffer(),
      'chargerules/payUrl': () => ({ url: 'https://pay.example/x', order_no: 'R1' }),
      'Order/getStatus': () => buildOrder({ order_no: 'R1', status: 'expired' }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as unknown as Window);
    const user = userEvent.setup();
    renderMoney(<RechargeSection />);
    expect(await screen.findAllByTestId('recharge-package')).toHaveLength(3);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '支付 ¥6' }));
    const status = await screen.findByTestId('recharge-status');
    expect(open).toHaveBeenCalledWith('https://pay.example/x', '_blank');
    expect(callsTo(fetchMock, 'chargerules/payUrl')[0]?.body).toEqual({ id: 1, type: 0 });
    expect(await screen.findByText('订单超时未支付，已失效。')).toBeTruthy();
    expect(status.dataset.status).toBe('expired');
  });
});
