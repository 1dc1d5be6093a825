/** The stream key hidden: its length is not given away either. */
export const MASK = '••••••••••••';

/**
 * A push URL with its stream key hidden. When the key does not appear as it is (an encoded
 * URL), everything after the server is hidden, so the secret never shows by accident.
 */
export function maskPushUrl(pushUrl: string, server: string, streamKey: string): string {
  if (streamKey && pushUrl.includes(streamKey)) return pushUrl.split(streamKey).join(MASK);
  if (server && pushUrl.startsWith(server)) return `${server.replace(/\/+$/, '')}/${MASK}`;
  return MASK;
}
