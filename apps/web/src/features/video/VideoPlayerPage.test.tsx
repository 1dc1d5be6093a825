import type { VideoDetail, VideoSummary } from '@tifo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog-store';
import { remove, write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo, stubApi } from '../anchor/room-fixtures.test-util';
import { buildSummary as buildListed } from './video-fixtures.test-util';

/** Videos of one author, Gunner. */
const buildSummary = (id: number, overrides: Partial<VideoSummary> = {}): VideoSummary =>
  buildListed(id, { author: { id: 9, nickname: 'Gunner', avatar: '' }, ...overrides });

const slow = { timeout: 5_000 };

function buildVideo(overrides: Partial<VideoDetail> = {}): VideoDetail {
  return {
    ...buildSummary(7, { title: 'Late winner at the Emirates', cover: '/uploads/cover-7.jpg' }),
    views: 12_345,
    like_count: 3,
    hls_url: '/videos/7/index.m3u8',
    favorite_count: 1,
    liked: false,
    favorited: false,
    mine: false,
    failure: null,
    chapters: [],
    ...overrides,
  };
}

describe('video player page', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    remove('userInfo');
    act(() => closeLoginDialog());
  });

  it('shows a ready video with its poster, author, category, comments and more from the author', async () => {
    const fetchMock = stubApi({
      'Video/getVideoInfo': (_url, body) => {
        expect(body).toEqual({ id: 7 });
        return buildVideo();
      },
      'Video/addView': () => ({ views: 13_000 }),
      'Video/anchorWorks': (_url, body) => {
        expect(body).toEqual({ anchor_id: 9, page: 1 });
        return {
          list: [buildSummary(7), buildSummary(8, { title: 'Training drills' })],
          has_more: false,
        };
      },
      'Comment/list': (url) => {
        expect(url.searchParams.get('target_type')).toBe('video');
        expect(url.searchParams.get('target_id')).toBe('7');
        return { list: [], has_more: false, total: 0 };
      },
    });
    renderApp('/video-player?id=7');
    const player = await screen.findByTestId('video-player', {}, slow);
    const element = player.querySelector('video');
    expect(element?.getAttribute('poster')).toBe('/uploads/cover-7.jpg');
    expect(element?.hasAttribute('controls')).toBe(true);
    const video = screen.getByTestId('video');
    expect(within(video).getByRole('heading', { level: 1 }).textContent).toBe(
      'Late winner at the Emirates',
    );
    expect(within(video).getByRole('link', { name: 'Gunner' }).getAttribute('href')).toBe(
      '/persona?id=9',
    );
    expect(
      within(video)
        .getByRole('link', { name: /Football/ })
        .getAttribute('href'),
    ).toBe('/video-classify?type=3&id=2&name=Football');
    expect(video.textContent).toContain('12.3K');
    expect(await screen.findByTestId('comments')).toBeTruthy();

    // More from the author, without the video on screen.
    const more = screen.getByRole('region', { name: 'More from Gunner' });
    await waitFor(() => expect(within(more).getAllByTestId('video-card')).toHaveLength(1));
    expect(within(more).getByRole('link', { name: 'Training drills' }).getAttribute('href')).toBe(
      '/video-player?id=8',
    );

    // The play counts once, when playback starts.
    expect(callsTo(fetchMock, 'Video/addView')).toHaveLength(0);
    fireEvent(element as HTMLVideoElement, new Event('playing'));
    await waitFor(() => expect(video.textContent).toContain('13K'));
    fireEvent(element as HTMLVideoElement, new Event('playing'));
    expect(callsTo(fetchMock, 'Video/addView')).toEqual([
      expect.objectContaining({ body: { id: 7 } }),
    ]);
  });

  it('lets a member like and favourite a video', async () => {
    write('userInfo', buildMember());
    const fetchMock = stubApi({
      'Video/getVideoInfo': () => buildVideo(),
      'Video/anchorWorks': () => ({ list: [], has_more: false }),
      'Comment/list': () => ({ list: [], has_more: false, total: 0 }),
      'Video_user/likes': (_url, body) => {
        const { liked } = body as { liked: boolean };
        return { liked, like_count: liked ? 4 : 3 };
      },
      'Video_user/favorites': (_url, body) => {
        const { favorite } = body as { favorite: boolean };
        return { favorited: favorite, favorite_count: favorite ? 2 : 1 };
      },
    });
    const user = userEvent.setup();
    renderApp('/video-player?id=7');
    const like = await screen.findByRole('button', { name: 'Like' }, slow);
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('video-likes').textContent).toBe('3');
    await user.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('video-likes').textContent).toBe('4');
    expect(callsTo(fetchMock, 'Video_user/likes')[0]?.body).toEqual({ id: 7, liked: true });
    await user.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('video-likes').textContent).toBe('3');

    const favourite = screen.getByRole('button', { name: 'Favourite' });
    await user.click(favourite);
    await waitFor(() => expect(favourite.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('video-favorites').textContent).toBe('2');
    expect(callsTo(fetchMock, 'Video_user/favorites')[0]?.body).toEqual({ id: 7, favorite: true });
  });

  it('asks a visitor to log in before liking', async () => {
    const fetchMock = stubApi({
      'Video/getVideoInfo': () => buildVideo(),
      'Video/anchorWorks': () => ({ list: [], has_more: false }),
      'Comment/list': () => ({ list: [], has_more: false, total: 0 }),
    });
    const user = userEvent.setup();
    renderApp('/video-player?id=7');
    await user.click(await screen.findByRole('button', { name: 'Like' }, slow));
    expect(isLoginDialogOpen()).toBe(true);
    expect(callsTo(fetchMock, 'Video_user/likes')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says a video is being processed and updates by itself once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: VideoDetail['status'] = 'processing';
    const fetchMock = stubApi({
      'Video/getVideoInfo': () =>
        status === 'processing'
          ? buildVideo({ status, hls_url: null, views: 0, mine: true })
          : buildVideo({ mine: true }),
      'Video/anchorWorks': () => ({ list: [], has_more: false }),
      'Comment/list': () => ({ list: [], has_more: false, total: 0 }),
    });
    renderApp('/video-player?id=7');
    const panel = await screen.findByTestId('video-status', {}, slow);
    expect(panel.textContent).toContain('This video is being processed');
    expect(panel.textContent).toContain('This page updates by itself when it is ready.');
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(screen.queryByTestId('comments')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();

    status = 'ready';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(await screen.findByTestId('video-player')).toBeTruthy();
    expect(screen.queryByTestId('video-status')).toBeNull();
    expect(callsTo(fetchMock, 'Video/getVideoInfo').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the owner why processing failed', async () => {
    stubApi({
      'Video/getVideoInfo': () =>
        buildVideo({
          status: 'failed',
          hls_url: null,
          mine: true,
          failure: 'Please upload a correct video format (mp4 or webm, under 50 MB).',
        }),
      'Video/anchorWorks': () => ({ list: [], has_more: false }),
    });
    renderApp('/video-player?id=7');
    const panel = await screen.findByTestId('video-status', {}, slow);
    expect(panel.textContent).toContain('This video could not be processed');
    expect(panel.textContent).toContain('Please upload a correct video format');
  });

  it('says a video is gone when the server has none, with the way back to the list', async () => {
    stubApi({
      'Video/getVideoInfo': () => {
        throw new Error('Video not found');
      },
    });
    renderApp('/video-player?id=99');
    expect(
      await screen.findByText('This video does not exist or has been taken down.', {}, slow),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to videos' }).getAttribute('href')).toBe(
      '/video-list',
    );
    expect(screen.queryByTestId('video-player')).toBeNull();
  });

  it('treats an id that is no number as not found, without asking the server', async () => {
    const fetchMock = stubApi({});
    renderApp('/video-player?id=abc');
    expect(
      await screen.findByText('This video does not exist or has been taken down.', {}, slow),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'Video/getVideoInfo')).toHaveLength(0);
  });
});
