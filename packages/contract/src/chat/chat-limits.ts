/**
 * The constants of chat messages (`message.ts`), apart from its schemas so that the web app's
 * first load (the chat client's hand-written checks) reads them without zod.
 */
export const CHAT_LIMITS = {
  textMaxLength: 500,
  /** Room messages also fly across the video as danmaku, so they stay short. */
  roomTextMaxLength: 50,
  fileNameMaxLength: 120,
  /** Messages a room sends a joiner so the chat square is not empty (history on join). */
  roomHistorySize: 30,
  /**
   * Most messages a rejoin after a lost connection reads of what it missed (`after_id`): as
   * many as a room's chat keeps on the page, so a gap that short is filled completely.
   */
  roomCatchUpSize: 200,
  /** Spec §9: history pages of 15, more when scrolled within 30 px of the top. */
  pageSize: 15,
  conversationListSize: 100,
  /**
   * A member's userSig is valid this long (and only while its login session lives); the web
   * client fetches a fresh one with user info before it reconnects (security review M4).
   */
  userSigTtlSeconds: 10 * 60,
  /** A visitor's tourist account is valid this long. */
  touristSigTtlSeconds: 3600,
  /** Slow-mode choices the streamer and room admins pick from, as Twitch offers them. */
  slowModeSeconds: [0, 3, 5, 10, 30, 60, 120] as const,
  blockedWordMaxLength: 40,
  blockedWordsMax: 2_000,
  nicknameMaxLength: 20,
} as const;

/** Spec §3: custom type 10001 is a personal card. */
export const PERSONAL_CARD_TYPE = 10001;

/**
 * Only our own uploads may appear in image and file messages: an address from the upload
 * service (`/uploads/...`), never a page or a script elsewhere.
 */
export const UPLOAD_URL_PATTERN = /^\/uploads\/(?!.*\.\.)[\w./-]+$/;

export const CHAT_MESSAGE_STATUSES = ['sent', 'failed'] as const;

/** Whether a chat user id is a visitor's tourist id (`guest…`) rather than a member's. */
export function isTouristId(userId: string): boolean {
  return userId.startsWith('guest');
}
