import type { ChatPayload } from '@tifo/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImRequestError } from '../../../shared/im/im-client';
import { write } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { stubApi } from '../../anchor/room-fixtures.test-util';
import { Composer } from './Composer';
import { requestedUrls } from './private-chat.test-util';

function renderComposer(failure: ImRequestError | null = null) {
  const onSend = vi.fn<(payload: ChatPayload) => Promise<unknown>>(() => Promise.resolve(null));
  const view = render(<Composer onSend={onSend} failure={failure} />);
  const box = screen.getByRole('textbox', { name: '消息内容' });
  return { onSend, box, ...view };
}

describe('composer', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('puts an emoji at the caret', () => {
    const { box, onSend } = renderComposer();
    fireEvent.change(box, { target: { value: 'goal!' } });
    (box as HTMLTextAreaElement).setSelectionRange(4, 4);
    fireEvent.click(screen.getByRole('button', { name: '表情' }));
    fireEvent.click(screen.getByLabelText('[微笑]'));
    expect(box).toHaveProperty('value', 'goal[微笑]!');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(onSend).toHaveBeenCalledWith({ kind: 'text', text: 'goal[微笑]!' });
  });

  it("sends the member's personal card (custom type 10001)", () => {
    write('userInfo', { id: 42, user_nickname: 'Fan', avatar: '/a.png', userSig: 's' } as never);
    const { onSend } = renderComposer();
    fireEvent.click(screen.getByRole('button', { name: '发送我的名片' }));
    expect(onSend).toHaveBeenCalledWith({
      kind: 'custom',
      custom: { type: 10001, name: 'Fan', avatar: '/a.png', id: '42' },
    });
  });

  it('uploads an image, then sends it as an image message', async () => {
    const fetchMock = stubApi({
      'Member/getQiniuToken': () => ({
        token: 'upload-token',
        upload_url: '/api/Upload/file',
        expires_in: 600,
        max_bytes: 5 * 1024 * 1024,
      }),
      'Upload/file': () => ({ url: '/uploads/2026/pic.png', kind: 'image', bytes: 4 }),
    });
    const { onSend } = renderComposer();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'pic.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('composer-image-input'), { target: { files: [file] } });
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({ kind: 'image', url: '/uploads/2026/pic.png' }),
    );
    const upload = fetchMock.mock.calls[requestedUrls(fetchMock).indexOf('/api/Upload/file')];
    expect(upload?.[1]?.headers).toMatchObject({ 'x-upload-token': 'upload-token' });
  });

  it('refuses other image types before uploading', () => {
    const fetchMock = stubApi({});
    const { onSend } = renderComposer();
    const file = new File(['gif'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('composer-image-input'), { target: { files: [file] } });
    expect(screen.getByRole('alert').textContent).toBe('请上传 png 或 jpg 格式的图片');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('explains refusals: offline, timeout, the server words', () => {
    const { rerender } = renderComposer(new ImRequestError('offline', 'offline'));
    expect(screen.getByRole('alert').textContent).toBe('聊天服务未连接，请稍后重试');
    const onSend = () => Promise.resolve(null);
    rerender(<Composer onSend={onSend} failure={new ImRequestError('timeout', 'timeout')} />);
    expect(screen.getByRole('alert').textContent).toBe('发送超时，请重试');
    rerender(<Composer onSend={onSend} failure={new ImRequestError('对方不存在', 'refused')} />);
    expect(screen.getByRole('alert').textContent).toBe('对方不存在');
  });
});
