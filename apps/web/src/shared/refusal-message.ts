import { ResponseCode } from '@tifo/contract';
import { ApiError, ClientErrorCode } from './api-client';

/**
 * A refused call's words for a form to show beside its fields (the server's translated `msg`);
 * null for failures the API client has already announced (network toast, session dialogs).
 * A module of its own: the API client is in the first page load, and few pages need this.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === ResponseCode.error || error.code === ClientErrorCode.invalidResponse
    ? error.message
    : null;
}
