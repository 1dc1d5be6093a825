/**
 * Business constants and limits of spec §9, defined once for both ends.
 * Times are in milliseconds unless the name says otherwise.
 */
export const LIMITS = {
  requestTimeoutMs: 20_000,
  socketHeartbeatMs: 30_000,
  /** The server closes a live-data socket that has been silent this long (2.5 heartbeats). */
  socketIdleTimeoutMs: 75_000,
  codeCountdownSeconds: 60,
  goalSoundMs: 6_000,
  messagePageSize: 15,
  loadMoreThresholdPx: 30,
  timeLabelGapSeconds: 120,
  mobileBreakpointPx: 992,
  wideBreakpointPx: 1080,
  topBarHideScrollPx: 60,
  hotSearchListSize: 10,
  searchMaxLength: 10,
  signInStripDays: 7,
  diamondsPerYuan: 10,
  loginDialogWidthPx: 410,
  passwordMinLength: 6,
  passwordMaxLength: 20,
  announcementMaxLength: 50,
  imageMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 50 * 1024 * 1024,
  imagesPerPost: 4,
  roomManagersMax: 200,
  experienceTextMinLength: 15,
  expertExperienceMaxWords: 200,
  dateQueryLimitMonths: 3,
  largeCountThreshold: 10_000,
  nobleFreeAdvertisingBarragesPerMonth: 30,
  toastMs: 5_000,
  sessionExpiredRedirectMs: 1_000,
} as const;

export const COUNTRY_CODES = [86, 84] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = 86;

/** Login forms always say they come from the website (spec §3). */
export const DEVICE_TYPE = 'pc' as const;

export const RANKING_PERIODS = ['day', 'week', 'month', 'total'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export const RECENT_FORM_WINDOWS = [5, 10, 15, 6] as const;

/** Danmaku (bullet comment) defaults of spec §3. */
export const DANMAKU_DEFAULTS = { show: true, area: 2, size: 2, opacity: 100 } as const;

/** Anchor-list categories of the /anchor `type` query (spec §2). */
export const ANCHOR_CATEGORIES = {
  recommended: 0,
  football: 1,
  basketball: 2,
  chessAndEsports: 3,
  tennis: 4,
  badminton: 5,
  other: 6,
} as const;

/** Name of the header a browser must send on state-changing calls (CSRF defence). */
export const CSRF_HEADER = 'x-tifo-client';
export const CSRF_HEADER_VALUE = 'web';
