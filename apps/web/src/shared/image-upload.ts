import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LIMITS,
  ResponseCode,
  uploadCalls,
  uploadRoutes,
} from '@tifo/contract';
import { z } from 'zod';
import { ApiError, callApi, type CallApi } from './api-client';
import { read } from './storage';

/** Image types the site accepts (spec §5: png or jpg up to 5 MB). */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

export type ImageProblem = 'badType' | 'tooLarge';

/** Checks an image before uploading; the server checks the content again. */
export function checkImage(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'badType';
  if (file.size > LIMITS.imageMaxBytes) return 'tooLarge';
  return null;
}

const uploadAnswerSchema = z.object({
  code: z.number(),
  msg: z.string().catch(''),
  data: uploadCalls.upload.data.nullable().catch(null),
});

/**
 * Uploads an image: an upload token from Member/getQiniuToken, then the file as the raw body
 * to the token's upload URL. Returns the file's URL.
 */
export async function uploadImage(
  file: File,
  deps: { callApi: CallApi; fetch: typeof fetch } = { callApi, fetch: (...a) => fetch(...a) },
): Promise<string> {
  const ticket = await deps.callApi(uploadRoutes.getToken, { body: { kind: 'image' } });
  const response = await deps.fetch(ticket.upload_url, {
    method: 'POST',
    headers: {
      'content-type': file.type,
      'x-upload-token': ticket.token,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      lang: read('lang'),
    },
    credentials: 'same-origin',
    body: file,
  });
  const answer = uploadAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success || answer.data.code !== ResponseCode.ok || !answer.data.data) {
    const code = answer.success ? answer.data.code : response.status;
    throw new ApiError(code, answer.success ? answer.data.msg : '');
  }
  return answer.data.data.url;
}
