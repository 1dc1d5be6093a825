import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LIMITS,
  ResponseCode,
  uploadCalls,
  uploadRoutes,
  type CallData,
  type UPLOAD_KINDS,
} from '@tifo/contract';
import { z } from 'zod';
import { ApiError, callApi, ClientErrorCode, type CallApi } from '../../shared/api-client';
import { read } from '../../shared/storage';

/** Video types the site accepts (spec §5: under 50 MB; the server checks the content again). */
export const VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/webm'];

/** Whether a picked file may be uploaded as a video: mp4 or webm, not empty, under 50 MB. */
export function isAcceptedVideo(file: Pick<File, 'type' | 'size'>): boolean {
  return VIDEO_TYPES.includes(file.type) && file.size > 0 && file.size < LIMITS.videoMaxBytes;
}

export type UploadKind = (typeof UPLOAD_KINDS)[number];
export type UploadedFile = CallData<typeof uploadRoutes.upload>;

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (the file's size when the browser cannot tell). */
  total: number;
}

export interface UploadFileOptions {
  kind: UploadKind;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload (or the token request before it): the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface UploadFileDeps {
  callApi: CallApi;
  createRequest: () => XMLHttpRequest;
}

const defaultDeps: UploadFileDeps = {
  callApi,
  createRequest: () => new XMLHttpRequest(),
};

const uploadAnswerSchema = z.object({
  code: z.number(),
  msg: z.string().catch(''),
  data: uploadCalls.upload.data.nullable().catch(null),
});

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/** True for the rejection of an aborted upload (or of its aborted token request). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Uploads a file like `uploadImage` (an upload token from Member/getQiniuToken, then the file
 * as the raw body to the token's upload URL) but over XMLHttpRequest, which reports upload
 * progress (fetch does not). Resolves with the stored file (`url` is its `/uploads/…` path);
 * rejects with an ApiError (the server's code and message, or a network failure with an empty
 * message) or, once `signal` aborts, with an AbortError.
 */
export async function uploadFile(
  file: File,
  options: UploadFileOptions,
  deps: UploadFileDeps = defaultDeps,
): Promise<UploadedFile> {
  const { signal, onProgress } = options;
  if (signal?.aborted) throw abortError();
  const ticket = await deps.callApi(uploadRoutes.getToken, {
    body: { kind: options.kind },
    signal,
    // The form shows what went wrong beside the file.
    quiet: true,
  });
  if (signal?.aborted) throw abortError();

  return new Promise<UploadedFile>((resolve, reject) => {
    const request = deps.createRequest();
    const onAbort = () => request.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };

    request.open('POST', ticket.upload_url);
    request.setRequestHeader('content-type', file.type);
    request.setRequestHeader('x-upload-token', ticket.token);
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    request.setRequestHeader('lang', read('lang'));
    request.upload.onprogress = (event) => {
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable && event.total > 0 ? event.total : file.size,
      });
    };
    request.onload = () =>
      settle(() => {
        const answer = uploadAnswerSchema.safeParse(parseJson(request.responseText));
        if (!answer.success || answer.data.code !== ResponseCode.ok || !answer.data.data) {
          const code = answer.success ? answer.data.code : request.status;
          reject(new ApiError(code, answer.success ? answer.data.msg : ''));
          return;
        }
        resolve(answer.data.data);
      });
    request.onerror = () => settle(() => reject(new ApiError(ClientErrorCode.network, '')));
    request.ontimeout = () => settle(() => reject(new ApiError(ClientErrorCode.timeout, '')));
    request.onabort = () => settle(() => reject(abortError()));

    signal?.addEventListener('abort', onAbort, { once: true });
    request.send(file);
  });
}
