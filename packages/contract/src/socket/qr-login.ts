import { z } from 'zod';

// In a module of its own, apart from live-data-events.ts: the login dialog parses these two
// events and needs none of the other events' schemas.

/** Code 200 `scan` (QR login): the phone scanned the code; to the page waiting for it. */
export const qrScanEventSchema = z.object({ nickname: z.string(), avatar: z.string() });
export type QrScanEvent = z.infer<typeof qrScanEventSchema>;

/**
 * Code 200 `webLoginSuccess` (QR login): the phone confirmed; the waiting page completes the
 * login with this code (`user/qrcodeLogin`).
 */
export const qrLoginSuccessEventSchema = z.object({ code: z.string() });
export type QrLoginSuccessEvent = z.infer<typeof qrLoginSuccessEventSchema>;
