import type { Comment } from '@tifo/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo, stubApi } from '../anchor/room-fixtures.test-util';

const slow = { timeout: 5_000 };

const thread: Comment = {
  id: 3,
  user: { id: 9, nickname: 'Gunner', avatar: '' },
  content: 'What a finish',
  deleted: false,
  like_count: 2,
  liked: false,
  mine: false,
  created_at: new Date().toISOString(),
  reply_count: 0,
  replies: [],
};

describe('comments page', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists every comment of the target and leads back to it', async () => {
    const fetchMock = stubApi({
      'Comment/list': () => ({ list: [thread], has_more: false, total: 1 }),
    });
    renderApp('/comment?type=video&id=12');
    expect(await screen.findByText('What a finish', {}, slow)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All comments' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/video-player?id=12',
    );
    const [call] = callsTo(fetchMock, 'Comment/list');
    expect(call?.url.searchParams.get('target_type')).toBe('video');
    expect(call?.url.searchParams.get('target_id')).toBe('12');
  });

  it('says so when the address names nothing commentable', async () => {
    const fetchMock = stubApi({});
    renderApp('/comment?type=circle&id=abc');
    expect(await screen.findByText("Couldn't load the comments.", {}, slow)).toBeTruthy();
    expect(callsTo(fetchMock, 'Comment/list')).toHaveLength(0);
  });
});
