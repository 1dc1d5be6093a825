import { CSRF_HEADER, CSRF_HEADER_VALUE, LIMITS } from '@tifo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode, type CallApi } from '../../shared/api-client';
import { write } from '../../shared/storage';
import { FakeUploadRequest } from './fake-upload-request.test-util';
import { isAbortError, isAcceptedVideo, uploadFile, type UploadProgress } from './upload-file';

const ticket = {
  token: 'signed-token',
  upload_url: '/api/Upload/file',
  expires_in: 600,
  max_bytes: LIMITS.videoMaxBytes - 1,
};

function setUp() {
  const requests: FakeUploadRequest[] = [];
  const callApi = vi.fn(async () => ticket);
  const deps = {
    callApi: callApi as unknown as CallApi,
    createRequest: () => {
      const request = new FakeUploadRequest();
      requests.push(request);
      return request as unknown as XMLHttpRequest;
    },
  };
  return { requests, callApi, deps };
}

/** Resolves once the upload has been sent (the token call comes first). */
async function sentRequest(requests: FakeUploadRequest[]): Promise<FakeUploadRequest> {
  await vi.waitFor(() => expect(requests[0]?.sent).toBe(true));
  const request = requests[0];
  if (!request) throw new Error('no request');
  return request;
}

const clip = () => new File(['0123456789'], 'goal.mp4', { type: 'video/mp4' });

describe('uploadFile', () => {
  afterEach(() => localStorage.clear());

  it('asks for a token, posts the raw file with its headers, reports progress and resolves with the path', async () => {
    write('lang', 'vi');
    const { requests, callApi, deps } = setUp();
    const progress: UploadProgress[] = [];
    const file = clip();
    const done = uploadFile(
      file,
      { kind: 'video', onProgress: (value) => progress.push(value) },
      deps,
    );
    const request = await sentRequest(requests);

    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi.mock.calls[0]).toMatchObject([
      { path: 'Member/getQiniuToken' },
      { body: { kind: 'video' } },
    ]);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/Upload/file');
    expect(request.body).toBe(file);
    expect(request.headers).toEqual({
      'content-type': 'video/mp4',
      'x-upload-token': 'signed-token',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      lang: 'vi',
    });

    request.progress(4, 10);
    // Without a known length the file's size stands in.
    request.progress(7, 0, false);
    expect(progress).toEqual([
      { loaded: 4, total: 10 },
      { loaded: 7, total: file.size },
    ]);

    request.respond(200, {
      code: 0,
      msg: '',
      data: { url: '/uploads/2026/goal.mp4', kind: 'video', bytes: 10 },
    });
    await expect(done).resolves.toEqual({
      url: '/uploads/2026/goal.mp4',
      kind: 'video',
      bytes: 10,
    });
  });

  it("rejects with the server's code and message", async () => {
    const { requests, deps } = setUp();
    const done = uploadFile(clip(), { kind: 'video' }, deps);
    (await sentRequest(requests)).respond(200, {
      code: 1,
      msg: '请上传正确的视频格式',
      data: null,
    });
    const error: unknown = await done.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1, message: '请上传正确的视频格式' });
  });

  it('rejects with the HTTP status when the answer is not the envelope', async () => {
    const { requests, deps } = setUp();
    const done = uploadFile(clip(), { kind: 'video' }, deps);
    (await sentRequest(requests)).respond(413, '<html>Payload Too Large</html>');
    await expect(done).rejects.toMatchObject({ code: 413, message: '' });
  });

  it('rejects as a network failure when the connection drops', async () => {
    const { requests, deps } = setUp();
    const done = uploadFile(clip(), { kind: 'video' }, deps);
    (await sentRequest(requests)).onerror?.();
    await expect(done).rejects.toMatchObject({ code: ClientErrorCode.network });
  });

  it('stops the upload when the signal aborts', async () => {
    const { requests, deps } = setUp();
    const controller = new AbortController();
    const done = uploadFile(clip(), { kind: 'video', signal: controller.signal }, deps);
    const request = await sentRequest(requests);
    controller.abort();
    expect(request.aborted).toBe(true);
    const error: unknown = await done.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
  });

  it('sends nothing when aborted before the token comes back', async () => {
    const { requests, deps } = setUp();
    const controller = new AbortController();
    const done = uploadFile(clip(), { kind: 'video', signal: controller.signal }, deps);
    controller.abort();
    const error: unknown = await done.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect(requests).toHaveLength(0);
  });
});

describe('isAcceptedVideo', () => {
  it('takes mp4 and webm under 50 MB only', () => {
    expect(isAcceptedVideo({ type: 'video/mp4', size: 1_000 })).toBe(true);
    expect(isAcceptedVideo({ type: 'video/webm', size: LIMITS.videoMaxBytes - 1 })).toBe(true);
    expect(isAcceptedVideo({ type: 'video/mp4', size: LIMITS.videoMaxBytes })).toBe(false);
    expect(isAcceptedVideo({ type: 'video/mp4', size: 0 })).toBe(false);
    expect(isAcceptedVideo({ type: 'video/quicktime', size: 1_000 })).toBe(false);
    expect(isAcceptedVideo({ type: 'image/png', size: 1_000 })).toBe(false);
    expect(LIMITS.videoMaxBytes).toBe(50 * 1024 * 1024);
  });
});
