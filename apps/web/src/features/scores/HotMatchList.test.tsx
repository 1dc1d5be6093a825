import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import { apiFetch, buildMatch } from './match-fixtures.test-util';

const hot = Array.from({ length: 10 }, (_, index) => ({
  ...buildMatch({ id: `hot-${index}` }),
  short_name_zh: `主队${index} vs 客队${index}`,
}));

describe('hot-match list in the search box', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the top 10 with short_name_zh, linking to the match centre', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(apiFetch({ 'hot_match/initial_list': () => ({ hot_match: hot }) })),
    );
    renderApp('/search?name=x');
    const [input] = await screen.findAllByRole('searchbox', { name: '搜索' });
    fireEvent.focus(input!);
    const list = await screen.findByTestId('hot-matches');
    const names = list.querySelectorAll('[data-testid="hot-match-name"]');
    expect(names).toHaveLength(10);
    expect(names[0]?.textContent).toBe('主队0 vs 客队0');
    expect(list.querySelector('a')?.getAttribute('href')).toBe('/score-detail?id=hot-0');
  });

  it('uses the team names in English', async () => {
    await setupI18n('en');
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(apiFetch({ 'hot_match/initial_list': () => ({ hot_match: hot.slice(0, 1) }) })),
      );
      renderApp('/search?name=x');
      const [input] = await screen.findAllByRole('searchbox');
      fireEvent.focus(input!);
      await waitFor(() =>
        expect(screen.getByTestId('hot-match-name').textContent).toBe('Arsenal vs Chelsea'),
      );
    } finally {
      await setupI18n('zh');
    }
  });
});
