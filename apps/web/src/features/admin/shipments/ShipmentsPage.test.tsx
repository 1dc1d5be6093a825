import type { Shipment } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../../shared/storage';
import { buildMember } from '../../../test/members';
import { renderApp, setupI18n } from '../../../test/render-app';
import { MODERATOR, NO_COUNTS, stubAdminApi } from '../admin.test-util';

const JERSEY: Shipment = {
  id: 3,
  user_id: 21,
  nickname: 'Lan',
  goods_id: 1,
  goods_name: '主队球衣',
  count: 1,
  gold: 5000,
  status: 'waiting',
  contact: { name: '阮兰', phone: '0912345678', address: '河内市还剑郡 1 号' },
  tracking: '',
  created_at: '2026-11-20T08:00:00.000Z',
  shipped_at: null,
};

describe('mall shipments', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('marks an item shipped with the carrier and tracking number', async () => {
    const user = userEvent.setup();
    const shipped: unknown[] = [];
    let shipments = [JERSEY];
    stubAdminApi({
      'Admin/me': () => MODERATOR,
      'Admin/queueCounts': () => ({ ...NO_COUNTS, shipments: shipments.length }),
      'Admin/shipments': (url) => ({
        list: shipments.filter((item) => item.status === url.searchParams.get('status')),
        has_more: false,
      }),
      'Admin/shipExchange': (_url, body) => {
        shipped.push(body);
        shipments = shipments.map((item) => ({ ...item, status: 'shipped' as const }));
        return shipments[0];
      },
    });
    write('userInfo', buildMember({ id: MODERATOR.user_id }));
    renderApp('/admin/shipments');
    const row = await screen.findByRole('row', { name: /主队球衣/ });
    expect(row.textContent).toContain('河内市还剑郡 1 号');
    expect(row.textContent).toContain('5,000 金币');

    await user.click(within(row).getByRole('button', { name: '标记已发货' }));
    const dialog = await screen.findByRole('dialog', { name: '填写物流信息' });
    await user.type(within(dialog).getByLabelText('快递公司'), '顺丰');
    await user.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('请填写快递单号');

    await user.type(within(dialog).getByLabelText('快递单号'), 'SF1234567890');
    await user.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /主队球衣/ })).toBeNull());
    expect(shipped).toEqual([{ id: 3, tracking: '顺丰 SF1234567890' }]);
  });
});
