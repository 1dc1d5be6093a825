import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { callsTo, stubApi } from '../anchor/room-fixtures.test-util';
import { MatchReplays } from './MatchReplays';
import { buildSummary } from './video-fixtures.test-util';

function renderReplays(matchId: string) {
  const router = createMemoryRouter([{ path: '*', element: <MatchReplays matchId={matchId} /> }], {
    initialEntries: ['/score-detail'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('replays on the match page', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the match's replays, each linking to its player", async () => {
    const fetchMock = stubApi({
      'video/videoList': (url) => ({
        list:
          url.searchParams.get('match_id') === 'm-1'
            ? [buildSummary(5, { title: 'Derby, live', kind: 'replay', match_id: 'm-1' })]
            : [],
        has_more: false,
      }),
    });
    renderReplays('m-1');
    const section = await screen.findByRole('region', { name: 'Replays of this match' });
    const card = within(section).getByRole('link', { name: 'Derby, live' });
    expect(card.getAttribute('href')).toBe('/video-player?id=5');
    expect(within(section).getByText('Replay')).toBeTruthy();
    expect(callsTo(fetchMock, 'video/videoList')).toHaveLength(1);
  });

  it('shows nothing for a match without replays', async () => {
    const fetchMock = stubApi({ 'video/videoList': () => ({ list: [], has_more: false }) });
    const { container } = renderReplays('m-2');
    await waitFor(() => expect(callsTo(fetchMock, 'video/videoList')).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
