import type { CatalogueChargePackage } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { ADMINISTRATOR, MODERATOR, Refusal } from '../admin.test-util';
import { openContentPage, rowOf } from './content.test-util';

const SIX: CatalogueChargePackage = {
  id: 1,
  coin: 60,
  give: 0,
  money_fen: 600,
  price_vnd: null,
  sort: 1,
  active: true,
};

/** A server holding packages: a save adds one (or is refused with `refuseWith`). */
function packageServer(refuseWith?: string) {
  const list = [SIX];
  const saves: unknown[] = [];
  const routes = {
    'Admin/packages': () => ({ list }),
    'Admin/savePackage': (_url: URL, body: unknown) => {
      saves.push(body);
      if (refuseWith) return new Refusal(1, 409, refuseWith);
      const edit = body as Omit<CatalogueChargePackage, 'id' | 'coin'>;
      const after = { ...edit, id: 2, coin: edit.money_fen / 10 };
      list.push(after);
      return { before: null, after };
    },
  };
  return { routes, saves };
}

describe('recharge packages', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the diamonds as price × 10 and refuses a bonus above them', async () => {
    const user = userEvent.setup();
    const server = packageServer();
    await openContentPage('/admin/packages', ADMINISTRATOR, server.routes, '充值套餐');
    expect((await rowOf('¥6')).textContent).toContain('不在 VNPay 销售');

    await user.click(screen.getByRole('button', { name: '添加套餐' }));
    const dialog = await screen.findByRole('dialog', { name: '添加充值套餐' });
    await user.type(within(dialog).getByLabelText('价格（元）'), '30');
    expect(within(dialog).getByTestId('package-diamonds').textContent).toContain('300 钻石');

    const bonus = within(dialog).getByLabelText('赠送钻石');
    await user.clear(bonus);
    await user.type(bonus, '301');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入 0 到购得钻石数之间的整数');
    expect(server.saves).toHaveLength(0);

    await user.clear(bonus);
    await user.type(bonus, '30');
    await user.type(within(dialog).getByLabelText('VNPay 价格（越南盾）'), '109000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.saves).toEqual([
      { money_fen: 3000, give: 30, price_vnd: 109000, sort: 0, active: true },
    ]);
    expect((await rowOf('¥30')).textContent).toContain('109.000 ₫');
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const user = userEvent.setup();
    const server = packageServer('已有相同价格的套餐');
    await openContentPage('/admin/packages', ADMINISTRATOR, server.routes, '充值套餐');
    await user.click(within(await rowOf('¥6')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑充值套餐' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('已有相同价格的套餐');
    expect(server.saves).toEqual([
      { id: 1, money_fen: 600, give: 0, price_vnd: null, sort: 1, active: true },
    ]);
  });

  it('lets a moderator read the packages but not save them', async () => {
    await openContentPage('/admin/packages', MODERATOR, packageServer().routes, '充值套餐');
    expect(screen.getByTestId('administrators-only').textContent).toBe(
      '充值套餐只能由管理员修改。',
    );
    expect(screen.getByRole('button', { name: '添加套餐' }).hasAttribute('disabled')).toBe(true);
    const edit = within(await rowOf('¥6')).getByRole('button', { name: '编辑' });
    expect(edit.hasAttribute('disabled')).toBe(true);
  });
});
