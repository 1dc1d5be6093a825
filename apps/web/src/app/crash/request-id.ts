/**
 * The server's request id carried by a failed call (`data.request_id` of an error envelope, kept
 * on `ApiError.data`), so a crash page can show what support needs to find the server's log.
 */
export function requestIdOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('request_id' in data)) return null;
  return typeof data.request_id === 'string' && data.request_id !== '' ? data.request_id : null;
}
