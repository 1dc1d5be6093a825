import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { remove, write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { calledPaths, callsTo } from '../anchor/room-fixtures.test-util';
import { FakeUploadRequest } from '../video/fake-upload-request.test-util';
import {
  buildPost,
  png,
  storePicture,
  stubCircleApi,
  uploadsSent,
} from './circle-fixtures.test-util';

const slow = { timeout: 5_000 };
const MEGABYTE = 1024 * 1024;

/** Opens /circle as a member and the composer on it. */
async function openComposer(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/circle');
  await user.click(await screen.findByRole('button', { name: '发帖' }, slow));
  return screen.getByTestId('post-composer');
}

function problem(): string | null {
  return screen.queryByTestId('post-problem')?.textContent ?? null;
}

describe('post composer', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  beforeEach(() => {
    FakeUploadRequest.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    write('userInfo', buildMember());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    remove('userInfo');
  });

  it('takes four pictures and refuses a fifth without uploading it', async () => {
    const fetchMock = stubCircleApi();
    const user = userEvent.setup();
    await openComposer(user);
    const picker = screen.getByLabelText('添加图片');
    expect(picker.getAttribute('accept')).toBe('image/png,image/jpeg');
    expect(picker.hasAttribute('multiple')).toBe(true);

    await user.upload(picker, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    const requests = await uploadsSent(4);
    act(() => requests.forEach((request, index) => storePicture(request, `/uploads/${index}.png`)));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('post-image-preview').map((preview) => preview.dataset.state),
      ).toEqual(['done', 'done', 'done', 'done']),
    );
    expect(problem()).toBeNull();

    await user.upload(picker, png('5.png'));
    expect(problem()).toBe('每个帖子最多上传 4 张图片');
    expect(screen.getAllByTestId('post-image-preview')).toHaveLength(4);
    expect(FakeUploadRequest.all).toHaveLength(4);
    expect(callsTo(fetchMock, 'Member/getQiniuToken')).toHaveLength(4);

    // Five at once: none beyond the fourth is taken either.
    await user.click(screen.getByRole('button', { name: '移除图片 4' }));
    await user.upload(picker, [png('6.png'), png('7.png')]);
    expect(problem()).toBe('每个帖子最多上传 4 张图片');
    await uploadsSent(5);
    expect(screen.getAllByTestId('post-image-preview')).toHaveLength(4);
  });

  it('refuses a picture over 5 MB, or not png/jpg, before uploading anything', async () => {
    const fetchMock = stubCircleApi();
    // A member who switched the file dialog to "all files".
    const user = userEvent.setup({ applyAccept: false });
    await openComposer(user);
    const picker = screen.getByLabelText('添加图片');

    const large = png('huge.png');
    Object.defineProperty(large, 'size', { value: 6 * MEGABYTE });
    await user.upload(picker, large);
    expect(problem()).toBe('请上传 png 或 jpg 格式、不超过 5M 的图片');
    expect(picker.getAttribute('aria-invalid')).toBe('true');

    await user.upload(picker, new File(['gif'], 'moving.gif', { type: 'image/gif' }));
    expect(problem()).toBe('请上传 png 或 jpg 格式、不超过 5M 的图片');

    expect(screen.queryByTestId('post-image-preview')).toBeNull();
    expect(calledPaths(fetchMock)).not.toContain('Member/getQiniuToken');
    expect(FakeUploadRequest.all).toHaveLength(0);
  });

  it('asks for a circle, then for content, and sends nothing', async () => {
    const fetchMock = stubCircleApi();
    const user = userEvent.setup();
    const composer = await openComposer(user);
    await user.type(within(composer).getByLabelText('内容'), 'Saka on fire');
    await user.click(within(composer).getByRole('button', { name: '发布' }));
    expect(problem()).toBe('请选择圈子');
    expect(within(composer).getByLabelText('圈子').getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(within(composer).getByLabelText('圈子'), 'Arsenal');
    expect(problem()).toBeNull();
    await user.clear(within(composer).getByLabelText('内容'));
    await user.type(within(composer).getByLabelText('内容'), '   ');
    await user.click(within(composer).getByRole('button', { name: '发布' }));
    expect(problem()).toBe('请输入内容');
    expect(callsTo(fetchMock, 'Circle/publish')).toHaveLength(0);
  });

  it('asks for the cover of a video, and refuses pictures beside a video', async () => {
    const fetchMock = stubCircleApi();
    const user = userEvent.setup();
    const composer = await openComposer(user);
    await user.selectOptions(within(composer).getByLabelText('圈子'), 'Transfers');
    await user.type(within(composer).getByLabelText('内容'), 'Deadline day');
    await user.upload(
      screen.getByLabelText('添加视频'),
      new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }),
    );
    const [video] = await uploadsSent(1);
    act(() => video?.succeed('/uploads/clip.mp4'));
    expect(await screen.findByText('视频上传完成')).toBeTruthy();

    await user.upload(screen.getByLabelText('添加图片'), png('1.png'));
    expect(problem()).toBe('图片和视频只能选一种');
    await user.click(within(composer).getByRole('button', { name: '发布' }));
    expect(problem()).toBe('请上传视频封面');
    expect(FakeUploadRequest.all).toHaveLength(1);
    expect(callsTo(fetchMock, 'Circle/publish')).toHaveLength(0);
  });

  it('publishes the uploaded pictures, empties the form and shows the new post', async () => {
    let posts = [buildPost(1)];
    const fetchMock = stubCircleApi({
      'Circle/posts': () => ({ list: posts, pinned: [], has_more: false }),
      'Circle/publish': (_url, body) => {
        posts = [
          buildPost(2, { content: (body as { content: string }).content, mine: true }),
          ...posts,
        ];
        return { id: 2 };
      },
    });
    const user = userEvent.setup();
    const composer = await openComposer(user);
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(1));

    await user.selectOptions(within(composer).getByLabelText('圈子'), 'Arsenal');
    await user.type(within(composer).getByLabelText('内容'), 'Line one{Enter}Line two');
    await user.upload(screen.getByLabelText('添加图片'), [png('a.png'), png('b.png')]);
    const [first, second] = await uploadsSent(2);
    expect(first?.headers['x-upload-token']).toBe('token-image');

    // Still uploading: nothing is sent yet.
    await user.click(within(composer).getByRole('button', { name: '发布' }));
    expect(problem()).toBe('文件还在上传，请等上传完成后再发布');
    act(() => {
      if (first) storePicture(first, '/uploads/a.png');
      if (second) storePicture(second, '/uploads/b.png');
    });
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^图片 \d$/ })).toHaveLength(2));

    await user.click(within(composer).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(callsTo(fetchMock, 'Circle/publish')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Circle/publish')[0]?.body).toEqual({
      circle_id: 1,
      content: 'Line one\nLine two',
      images: ['/uploads/a.png', '/uploads/b.png'],
    });
    expect(await screen.findByText('发布成功')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(2));
    expect(screen.getAllByTestId('post-card')[0]?.dataset.postId).toBe('2');
    expect(within(composer).getByLabelText<HTMLTextAreaElement>('内容').value).toBe('');
    expect(screen.queryByTestId('post-image-preview')).toBeNull();
    expect(problem()).toBeNull();
  });
});
