import { LIMITS, type VideoSummary } from '@tifo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { remove, write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { calledPaths, callsTo, stubApi } from '../anchor/room-fixtures.test-util';
import { buildSummary as buildListed } from './video-fixtures.test-util';
import { FakeUploadRequest } from './fake-upload-request.test-util';

/** The member's own videos: their cover, their name. */
const buildSummary = (id: number, overrides: Partial<VideoSummary> = {}): VideoSummary =>
  buildListed(id, {
    cover: `/uploads/cover-${id}.jpg`,
    author: { id: 5, nickname: 'Member', avatar: '' },
    ...overrides,
  });

const slow = { timeout: 5_000 };
const SECTION = '/member?section=publishVideo';

/** The one video upload sent so far. */
async function videoUpload(): Promise<FakeUploadRequest> {
  await waitFor(() => expect(FakeUploadRequest.all).toHaveLength(1));
  const request = FakeUploadRequest.all[0];
  if (!request) throw new Error('no upload');
  return request;
}

const clip = () => new File(['mp4-bytes'], 'late-winner.mp4', { type: 'video/mp4' });
const poster = () => new File(['png-bytes'], 'poster.png', { type: 'image/png' });

/** The API of the section: categories, the member's videos (`mine`), uploads and publishing. */
function stubVideoApi(mine: VideoSummary[] = []) {
  let list = mine;
  const fetchMock = stubApi({
    Videoclassification: () => ({
      list: [
        { id: 2, name: '足球' },
        { id: 3, name: '篮球' },
      ],
    }),
    'Video/userPostList': () => ({ list, has_more: false }),
    'Member/getQiniuToken': (_url, body) => {
      const { kind } = body as { kind: string };
      return {
        token: `token-${kind}`,
        upload_url: '/api/Upload/file',
        expires_in: 600,
        max_bytes: kind === 'video' ? LIMITS.videoMaxBytes - 1 : LIMITS.imageMaxBytes,
      };
    },
    // The cover goes through fetch (uploadImage); the video through XMLHttpRequest.
    'Upload/file': () => ({ url: '/uploads/2026/poster.png', kind: 'image', bytes: 9 }),
    'Video_user/insert': (_url, body) => {
      const { title } = body as { title: string };
      list = [buildSummary(31, { title, status: 'processing', cover: '', views: 0 }), ...list];
      return { id: 31, status: 'processing' };
    },
    'Video_user/hide': (_url, body) => {
      const { id, hidden } = body as { id: number; hidden: boolean };
      const status = hidden ? ('hidden' as const) : ('ready' as const);
      list = list.map((video) => (video.id === id ? { ...video, status } : video));
      return { id, status };
    },
    'Video_user/delete': (_url, body) => {
      const { id } = body as { id: number };
      list = list.filter((video) => video.id !== id);
      return { id };
    },
  });
  return {
    fetchMock,
    setList: (next: VideoSummary[]) => {
      list = next;
    },
  };
}

describe('publish video (member centre)', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  beforeEach(() => {
    FakeUploadRequest.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    write('userInfo', buildMember());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    remove('userInfo');
  });

  it('refuses a wrong video type or a 50 MB file before anything is uploaded', async () => {
    const { fetchMock } = stubVideoApi();
    // A member who switched the file dialog to "all files".
    const user = userEvent.setup({ applyAccept: false });
    renderApp(SECTION);
    const picker = await screen.findByLabelText('选择视频', {}, slow);

    await user.upload(picker, new File(['avi'], 'clip.avi', { type: 'video/x-msvideo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请上传正确的视频格式');

    const huge = clip();
    Object.defineProperty(huge, 'size', { value: LIMITS.videoMaxBytes });
    await user.upload(picker, huge);
    expect(screen.getByRole('alert').textContent).toBe('请上传正确的视频格式');

    expect(calledPaths(fetchMock)).not.toContain('Member/getQiniuToken');
    expect(FakeUploadRequest.all).toHaveLength(0);
    expect(screen.queryByTestId('publish-video-chosen')).toBeNull();
  });

  it('asks for the missing video, then for the missing cover, and sends nothing', async () => {
    const { fetchMock } = stubVideoApi();
    const user = userEvent.setup();
    renderApp(SECTION);
    const submit = await screen.findByRole('button', { name: '发布' }, slow);

    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('请上传视频');

    await user.upload(screen.getByLabelText('选择视频'), clip());
    (await videoUpload()).succeed('/uploads/2026/late-winner.mp4');
    expect(await screen.findByText('上传完成')).toBeTruthy();
    await user.type(screen.getByLabelText('标题'), 'Late winner');
    await user.selectOptions(screen.getByLabelText('分类'), '足球');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('请上传视频封面');
    expect(callsTo(fetchMock, 'Video_user/insert')).toHaveLength(0);
  });

  it('asks for a title, and refuses one over 60 characters', async () => {
    const { fetchMock } = stubVideoApi();
    const user = userEvent.setup();
    renderApp(SECTION);
    await user.upload(await screen.findByLabelText('选择视频', {}, slow), clip());
    (await videoUpload()).succeed('/uploads/2026/late-winner.mp4');
    await user.upload(screen.getByLabelText('选择封面'), poster());
    await screen.findByRole('img', { name: '封面预览' });
    const submit = screen.getByRole('button', { name: '发布' });

    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('请输入内容');

    const title = screen.getByLabelText('标题');
    await user.type(title, 'x'.repeat(61));
    expect(screen.getByText('61/60')).toBeTruthy();
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('输入有误');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'Video_user/insert')).toHaveLength(0);
  });

  it('uploads the video with progress, the cover with a preview, publishes once and lists it as processing', async () => {
    const { fetchMock } = stubVideoApi([buildSummary(12, { title: 'Training drills' })]);
    const user = userEvent.setup();
    renderApp(SECTION);
    expect(await screen.findByText('Training drills', {}, slow)).toBeTruthy();

    const file = clip();
    await user.upload(screen.getByLabelText('选择视频'), file);
    const upload = await videoUpload();
    const chosen = screen.getByTestId('publish-video-chosen');
    expect(chosen.textContent).toContain('late-winner.mp4');
    expect(upload.url).toBe('/api/Upload/file');
    expect(upload.body).toBe(file);
    expect(upload.headers['x-upload-token']).toBe('token-video');
    expect(upload.headers['content-type']).toBe('video/mp4');
    expect(upload.headers['x-tifo-client']).toBe('web');

    act(() => upload.progress(40, 100));
    const bar = within(chosen).getByRole('progressbar', { name: '视频上传进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(chosen.textContent).toContain('正在上传 40%');
    act(() => upload.succeed('/uploads/2026/late-winner.mp4'));
    expect(await within(chosen).findByText('上传完成')).toBeTruthy();
    expect(within(chosen).queryByRole('progressbar')).toBeNull();

    await user.upload(screen.getByLabelText('选择封面'), poster());
    const preview = await screen.findByRole('img', { name: '封面预览' });
    expect(preview.getAttribute('src')).toBe('/uploads/2026/poster.png');
    expect(
      callsTo(fetchMock, 'Member/getQiniuToken').map(({ body }) => (body as { kind: string }).kind),
    ).toEqual(['video', 'image']);

    await user.type(screen.getByLabelText('标题'), '  Late winner at the Emirates ');
    expect(screen.getByText('27/60')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('分类'), '足球');
    const submit = screen.getByRole('button', { name: '发布' });
    // A double click publishes once (spec §5).
    await user.dblClick(submit);

    await waitFor(() => expect(callsTo(fetchMock, 'Video_user/insert')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Video_user/insert')[0]?.body).toEqual({
      title: 'Late winner at the Emirates',
      classify_id: 2,
      video: '/uploads/2026/late-winner.mp4',
      cover: '/uploads/2026/poster.png',
    });
    expect(await screen.findByText('发布成功，视频处理完成后即可观看')).toBeTruthy();

    await waitFor(() => expect(screen.getAllByTestId('my-video')).toHaveLength(2));
    const added = screen.getAllByTestId('my-video')[0];
    if (!added) throw new Error('no row');
    expect(added.dataset.status).toBe('processing');
    expect(within(added).getByTestId('my-video-status').textContent).toContain('处理中…');
    expect(
      within(added).getByRole('link', { name: 'Late winner at the Emirates' }).getAttribute('href'),
    ).toBe('/video-player?id=31');
    // The form is empty again for the next video.
    expect(screen.queryByTestId('publish-video-chosen')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('');
    expect(callsTo(fetchMock, 'Video_user/insert')).toHaveLength(1);
  });

  it('cancels a video upload', async () => {
    stubVideoApi();
    const user = userEvent.setup();
    renderApp(SECTION);
    await user.upload(await screen.findByLabelText('选择视频', {}, slow), clip());
    const upload = await videoUpload();
    act(() => upload.progress(30, 100));
    await user.click(screen.getByRole('button', { name: '取消上传' }));
    expect(upload.aborted).toBe(true);
    expect(screen.queryByTestId('publish-video-chosen')).toBeNull();
    expect(screen.getByText('尚未选择视频')).toBeTruthy();
    // The picker is free again.
    expect(screen.getByLabelText<HTMLInputElement>('选择视频').disabled).toBe(false);
  });

  it('shows the status of each video and deletes one after confirmation', async () => {
    const { fetchMock } = stubVideoApi([
      buildSummary(12, { title: 'Training drills', views: 12_345 }),
      buildSummary(13, { title: 'Broken file', status: 'failed', cover: '' }),
      buildSummary(14, { title: 'Off-topic', status: 'unpublished' }),
    ]);
    const user = userEvent.setup();
    renderApp(SECTION);
    const list = await screen.findByRole('list', { name: '我的视频' }, slow);
    const rows = within(list).getAllByTestId('my-video');
    expect(rows.map((row) => within(row).getByTestId('my-video-status').textContent)).toEqual([
      '状态: 已发布',
      '状态: 处理失败',
      '状态: 已下架',
    ]);
    expect(rows[0]?.textContent).toContain('1.2w');
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/uploads/cover-12.jpg');
    expect(rows[1]?.querySelector('img')).toBeNull();

    // Cancelling the confirmation deletes nothing.
    await user.click(within(list).getByRole('button', { name: '删除「Training drills」' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }),
    );
    expect(callsTo(fetchMock, 'Video_user/delete')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: '删除「Training drills」' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定删除「Training drills」吗？');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(callsTo(fetchMock, 'Video_user/delete')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Video_user/delete')[0]?.body).toEqual({ id: 12 });
    await waitFor(() => expect(screen.queryByText('Training drills')).toBeNull());
    expect(within(list).getAllByTestId('my-video')).toHaveLength(2);
  });

  it('hides a published replay and shows a hidden video again; others have no such button', async () => {
    const { fetchMock } = stubVideoApi([
      buildSummary(21, { title: 'Derby night', kind: 'replay' }),
      buildSummary(22, { title: 'Old clip', status: 'hidden' }),
      buildSummary(23, { title: 'Off-topic', status: 'unpublished' }),
    ]);
    const user = userEvent.setup();
    renderApp(SECTION);
    const list = await screen.findByRole('list', { name: '我的视频' }, slow);
    const rows = within(list).getAllByTestId('my-video');
    expect(rows[0]?.textContent).toContain('回放');
    expect(within(rows[2] as HTMLElement).queryByTestId('my-video-hide')).toBeNull();

    await user.click(within(list).getByRole('button', { name: '隐藏「Derby night」' }));
    await waitFor(() => expect(callsTo(fetchMock, 'Video_user/hide')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Video_user/hide')[0]?.body).toEqual({ id: 21, hidden: true });
    await waitFor(() =>
      expect(within(list).getAllByTestId('my-video')[0]?.getAttribute('data-status')).toBe(
        'hidden',
      ),
    );
    expect(await screen.findByText('视频已隐藏，现在只有你能看到')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: '恢复显示「Old clip」' }));
    await waitFor(() => expect(callsTo(fetchMock, 'Video_user/hide')).toHaveLength(2));
    expect(callsTo(fetchMock, 'Video_user/hide')[1]?.body).toEqual({ id: 22, hidden: false });
  });

  it('asks for the list again while a video is processing, until it is published', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, setList } = stubVideoApi([
      buildSummary(31, { title: 'Late winner', status: 'processing', cover: '' }),
    ]);
    renderApp(SECTION);
    const status = await screen.findByTestId('my-video-status', {}, slow);
    expect(status.textContent).toContain('处理中…');
    const before = callsTo(fetchMock, 'Video/userPostList').length;

    setList([buildSummary(31, { title: 'Late winner', status: 'ready' })]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    await waitFor(() =>
      expect(screen.getByTestId('my-video-status').textContent).toContain('已发布'),
    );
    expect(callsTo(fetchMock, 'Video/userPostList').length).toBeGreaterThan(before);

    // Nothing is processing any more: no more polling.
    const settled = callsTo(fetchMock, 'Video/userPostList').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(callsTo(fetchMock, 'Video/userPostList')).toHaveLength(settled);
  });
});
