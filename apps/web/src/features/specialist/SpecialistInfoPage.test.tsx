import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { buildProfile, buildRecord, stubExpertApi } from './expert-fixtures.test-util';

describe('expert profile page', () => {
  beforeAll(async () => {
    await setupI18n('vi');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the introduction, specialities and a record per market', async () => {
    const fetchMock = stubExpertApi({
      'Expert/profile': () => buildProfile(7, { refund_if_wrong: true }),
      'Expert/record': (url) => ({
        ...buildRecord({ settled: url.searchParams.get('market') === 'total' ? 0 : 12 }),
        history: [],
      }),
    });
    renderApp('/specialist-info?id=7');
    expect((await screen.findByTestId('expert-intro', {}, { timeout: 5_000 })).textContent).toBe(
      'Ten years of data.',
    );
    expect(screen.getByText('Premier League')).toBeTruthy();
    expect(screen.getByText('Chuyên gia này hoàn tiền nhận định trả phí nếu sai.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('expert-market-record')).toHaveLength(3));
    const total = screen
      .getAllByTestId('expert-market-record')
      .find((card) => card.dataset.market === 'total');
    if (!total) throw new Error('no total card');
    expect(
      await within(total).findByText('Chưa có nhận định nào có kết quả ở loại kèo này'),
    ).toBeTruthy();
    expect(
      callsTo(fetchMock, 'Expert/record')
        .map((call) => call.url.searchParams.get('market'))
        .sort(),
    ).toEqual(['1x2', 'handicap', 'total']);
  });
});
