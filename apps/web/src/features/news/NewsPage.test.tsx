import type { NewsSummary } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo, stubApi } from '../anchor/room-fixtures.test-util';

const slow = { timeout: 5_000 };

function buildSummary(id: number, overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id,
    category: 'football',
    title: `Article ${id}`,
    summary: `Summary ${id}`,
    cover: '',
    language: 'en',
    published_at: new Date(Date.now() - id * 60_000).toISOString(),
    views: 100 + id,
    comment_count: id,
    is_demo: false,
    ...overrides,
  };
}

describe('news page', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the headlines and the newest articles, a page at a time', async () => {
    const fetchMock = stubApi({
      'News/getHeadlines': () => ({
        list: [buildSummary(1, { title: 'Lead story', is_demo: true }), buildSummary(2)],
      }),
      'News/getList': (url) => {
        const page = Number(url.searchParams.get('page'));
        return page === 1
          ? { list: [buildSummary(3), buildSummary(4)], has_more: true }
          : { list: [buildSummary(5)], has_more: false };
      },
    });
    const user = userEvent.setup();
    renderApp('/news');
    const headlines = await screen.findByTestId('headlines', {}, slow);
    expect(within(headlines).getByRole('link', { name: 'Lead story' }).getAttribute('href')).toBe(
      '/detail?id=1',
    );
    expect(headlines.textContent).toContain('Demo article');
    await screen.findAllByTestId('news-card');
    expect(screen.getAllByTestId('news-card')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('news-card')).toHaveLength(3));
    expect(screen.getByText('You have reached the end.')).toBeTruthy();
    expect(
      callsTo(fetchMock, 'News/getList').map((call) => call.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('keeps to a category, without the headlines, and says when it is empty', async () => {
    const fetchMock = stubApi({
      'News/getHeadlines': () => ({ list: [buildSummary(1)] }),
      'News/getList': (url) =>
        url.searchParams.get('category') === 'transfers'
          ? { list: [], has_more: false }
          : { list: [buildSummary(3)], has_more: false },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/news');
    await screen.findAllByTestId('news-card', {}, slow);
    await user.click(screen.getByRole('tab', { name: 'Transfers' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=transfers'));
    expect(await screen.findByText('No articles here yet.')).toBeTruthy();
    expect(screen.queryByTestId('headlines')).toBeNull();
    expect(callsTo(fetchMock, 'News/getList').at(-1)?.url.searchParams.get('category')).toBe(
      'transfers',
    );
  });

  it('lists the articles of a tag and offers the way back to all of them', async () => {
    const fetchMock = stubApi({
      'News/getHeadlines': () => ({ list: [] }),
      'News/getList': () => ({ list: [buildSummary(8)], has_more: false }),
    });
    renderApp('/news?tag=arsenal-fc&name=Arsenal');
    expect(await screen.findByText('Articles about Arsenal', {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all articles' }).getAttribute('href')).toBe(
      '/news',
    );
    await screen.findAllByTestId('news-card');
    expect(callsTo(fetchMock, 'News/getList')[0]?.url.searchParams.get('tag')).toBe('arsenal-fc');
  });
});
