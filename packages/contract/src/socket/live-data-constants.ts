/**
 * The live-data socket's names and version, apart from its schemas (live-data.ts): the web's
 * first load reads the socket with these and no zod.
 */
export const LIVE_DATA_PROTOCOL_VERSION = 1;

export const LIVE_DATA_SPORT_TYPES = [
  'football_match',
  'football_exponent',
  'basketball_match',
  'basketball_exponent',
] as const;

/**
 * Room and account events pushed with code 200 (spec §4 "Socket"). Each one's `data` schema is
 * in `liveDataEventSchemas`; this list names them for the wire schema, which does not load those
 * schemas (the first page load stays small), and the compiler keeps the two the same.
 */
export const LIVE_DATA_EVENT_TYPES = [
  'goal',
  'scan',
  'webLoginSuccess',
  'liveKickout',
  'setTaboo',
  'relieveTaboo',
  'startRoom',
  'endRoom',
  'sealingStatu',
  'enterRoom',
  'setAdministrations',
  'updateGuessBetting',
  'setusershield',
  'notice',
  'matchReminder',
  'broadcastReminder',
  'roomOnline',
  'placard',
  'gift',
  'walletChanged',
  'redEnvelope',
  'redEnvelopeChanged',
  'advertBarrage',
  'horn',
  'catalogueChanged',
  'streamHealth',
  // Room chat (barrages) is not here: it goes over the messaging socket `/im` (socket/im.ts).
] as const;
export type LiveDataEventType = (typeof LIVE_DATA_EVENT_TYPES)[number];
