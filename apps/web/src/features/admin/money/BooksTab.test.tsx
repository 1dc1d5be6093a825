import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../../shared/storage';
import { buildMember } from '../../../test/members';
import { renderApp, setupI18n } from '../../../test/render-app';
import { ADMINISTRATOR, NO_COUNTS, pathsCalled, stubAdminApi } from '../admin.test-util';

describe('the books’ checks', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows which check fails with its figures, and checks again on Refresh', async () => {
    const user = userEvent.setup();
    write('userInfo', buildMember({ id: ADMINISTRATOR.user_id }));
    const fetchMock = stubAdminApi({
      'Admin/me': () => ADMINISTRATOR,
      'Admin/queueCounts': () => NO_COUNTS,
      'Admin/bookChecks': () => ({
        checked_at: '2026-11-20T08:00:00.000Z',
        checks: [
          { name: 'sumsZero', ok: true, figures: { diamond: 0, gold: 0 } },
          { name: 'accountsMatchPostings', ok: true, figures: { accounts: 40, mismatched: 0 } },
          { name: 'noNegativeMembers', ok: false, figures: { negative: 2 } },
          { name: 'paymentsMatchOrders', ok: true, figures: { issued: 1200, paid_orders: 1200 } },
        ],
      }),
    });
    renderApp('/admin/money/books');
    const table = await screen.findByRole('table', { name: '对账检查' });
    const rows = within(table).getAllByTestId('book-check');
    expect(rows).toHaveLength(4);

    const failing = rows.filter((row) => row.textContent?.includes('未通过'));
    expect(failing).toHaveLength(1);
    expect(failing[0]?.textContent).toContain('会员余额不为负');
    expect(failing[0]?.textContent).toContain('负余额账户2');
    // Each check says what it means; the sums read in their currency.
    expect(rows[0]?.textContent).toContain('每一颗钻石、每一枚金币都有去处');
    expect(rows[0]?.textContent).toContain('0.00 钻石');

    const reads = pathsCalled(fetchMock).filter((path) => path === 'Admin/bookChecks').length;
    await user.click(screen.getByRole('button', { name: '重新检查' }));
    await vi.waitFor(() =>
      expect(pathsCalled(fetchMock).filter((path) => path === 'Admin/bookChecks').length).toBe(
        reads + 1,
      ),
    );
  });
});
