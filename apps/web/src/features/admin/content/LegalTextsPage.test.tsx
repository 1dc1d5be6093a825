import type { LegalText } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { MODERATOR } from '../admin.test-util';
import { openContentPage } from './content.test-util';

const AGREEMENT: LegalText = {
  kind: 'agreement',
  language: 'zh',
  body: '第一条：文明观赛。\n\n第二条：禁止广告。',
  updated_at: '2026-11-20T08:00:00.000Z',
};

/** A server holding the Chinese agreement; saves replace a text (empty: none). */
function legalServer() {
  const list: LegalText[] = [AGREEMENT, { ...AGREEMENT, language: 'en', body: null }];
  const saves: unknown[] = [];
  const routes = {
    'Admin/legalTexts': () => ({ list }),
    'Admin/saveLegalText': (_url: URL, body: unknown) => {
      saves.push(body);
      const save = body as { kind: 'agreement'; language: 'zh'; body: string };
      const before = list.find((text) => text.language === save.language) ?? AGREEMENT;
      const after = { ...before, body: save.body === '' ? null : save.body };
      list.splice(list.indexOf(before), 1, after);
      return { before, after };
    },
  };
  return { routes, saves };
}

const previewParagraphs = () =>
  within(screen.getByRole('region', { name: '预览' }))
    .queryAllByRole('paragraph')
    .map((paragraph) => paragraph.textContent);

describe('legal texts', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('previews the paragraphs as typed, and goes back to the built-in text', async () => {
    const user = userEvent.setup();
    const server = legalServer();
    await openContentPage('/admin/legal', MODERATOR, server.routes, '协议与政策');
    const editor = await screen.findByLabelText('用户协议');
    expect(previewParagraphs()).toEqual(['第一条：文明观赛。', '第二条：禁止广告。']);

    await user.type(editor, '\n\n  \n\n<b>第三条</b>');
    // Blank lines part paragraphs, empty ones are dropped, and markup stays text.
    expect(previewParagraphs()).toEqual([
      '第一条：文明观赛。',
      '第二条：禁止广告。',
      '<b>第三条</b>',
    ]);
    expect(screen.getByText(/\/20,000$/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '使用内置文本' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '使用内置文本' }));
    await waitFor(() =>
      expect(server.saves).toEqual([{ kind: 'agreement', language: 'zh', body: '' }]),
    );
    expect(await screen.findByText('当前显示网站内置的文本。')).toBeTruthy();
    expect(previewParagraphs()).toEqual(['没有填写内容：访客会看到网站内置的文本。']);
  });

  it('warns before switching away from unsaved changes', async () => {
    const user = userEvent.setup();
    const server = legalServer();
    await openContentPage('/admin/legal', MODERATOR, server.routes, '协议与政策');
    await user.type(await screen.findByLabelText('用户协议'), '补充');
    await user.selectOptions(screen.getByLabelText('语言'), 'en');
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(screen.getByLabelText<HTMLSelectElement>('语言').value).toBe('zh');
    expect(screen.getByLabelText<HTMLTextAreaElement>('用户协议').value).toContain('补充');

    await user.selectOptions(screen.getByLabelText('语言'), 'en');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放弃修改' }),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('用户协议').value).toBe('');
    expect(server.saves).toHaveLength(0);
  });
});
