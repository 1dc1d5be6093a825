import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';

/**
 * Answers `System/legalText` with `bodies[kind]` (null: none stored), anything else with code
 * 404; returns the addresses asked for.
 */
function stubLegalTexts(bodies: Record<string, string | null>) {
  const asked: string[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL): Promise<Response> => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    asked.push(href);
    const url = new URL(href, 'http://localhost');
    const kind = url.searchParams.get('kind') ?? '';
    const answer =
      url.pathname === '/api/System/legalText'
        ? {
            code: 0,
            msg: '',
            data: {
              kind,
              language: url.searchParams.get('language'),
              body: bodies[kind] ?? null,
              updated_at: null,
            },
          }
        : { code: 404, msg: 'not here', data: null };
    return Promise.resolve(
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

const panelParagraphs = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('paragraph')
    .map((paragraph) => paragraph.textContent);

describe('about page', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the operators' text in place of the built-in paragraphs", async () => {
    const user = userEvent.setup();
    const asked = stubLegalTexts({
      privacy: '我们重视隐私。\n\n<i>不出售</i>数据。',
      agreement: null,
    });
    renderApp('/about-user?tabI=2');
    await screen.findByRole('tabpanel');
    await waitFor(() =>
      expect(panelParagraphs()).toEqual(['我们重视隐私。', '<i>不出售</i>数据。']),
    );
    expect(asked).toContain('/api/System/legalText?kind=privacy&language=zh');

    // No text stored for the agreement: the built-in one stays.
    await user.click(screen.getByRole('tab', { name: '用户协议' }));
    await waitFor(() =>
      expect(panelParagraphs()[0]).toBe('欢迎使用 Tifo。使用本站即表示您同意本协议。'),
    );
    expect(panelParagraphs()).toHaveLength(4);
  });
});
