/**
 * The member centre's sections (spec §2): every one the spec lists, plus follows and security.
 * The `type` query of the spec selects some of them; the others use `section=<name>`.
 */
export const MEMBER_SECTIONS = [
  'profile',
  'follows',
  'alerts',
  'security',
  'wallet',
  'recharge',
  'withdrawal',
  'bankCard',
  'alipay',
  'paymentPassword',
  'level',
  'noble',
  'horn',
  'reservations',
  'broadcastRecords',
  'broadcastSettings',
  'publishVideo',
  'announcement',
  'certification',
  'messages',
  'funGuess',
  'tasks',
  'mall',
  'rooms',
  'fanGroup',
  'expert',
  'distribution',
  'streamer',
] as const;
export type MemberSection = (typeof MEMBER_SECTIONS)[number];

/** Sections built so far; every other one shows the in-development state. */
export const REAL_SECTIONS = [
  'profile',
  'follows',
  'alerts',
  'security',
  'paymentPassword',
  'certification',
  'distribution',
  'streamer',
  'broadcastRecords',
  'broadcastSettings',
  'announcement',
  'rooms',
  'messages',
  'wallet',
  'recharge',
  'withdrawal',
  'bankCard',
  'alipay',
  'level',
  'noble',
  'tasks',
  'mall',
  'horn',
  'funGuess',
  'publishVideo',
  'expert',
  'reservations',
  'fanGroup',
] as const satisfies readonly MemberSection[];
export type RealSection = (typeof REAL_SECTIONS)[number];
export type PendingSection = Exclude<MemberSection, RealSection>;

export function isRealSection(section: MemberSection): section is RealSection {
  return (REAL_SECTIONS as readonly string[]).includes(section);
}

/** Sections for streamers only (spec §6): hidden from other members' menus. */
export const STREAMER_SECTIONS = [
  'streamer',
  'broadcastRecords',
  'broadcastSettings',
  'announcement',
  'rooms',
  'reservations',
] as const satisfies readonly MemberSection[];

export function isStreamerSection(section: MemberSection): boolean {
  return (STREAMER_SECTIONS as readonly string[]).includes(section);
}

/** The spec's `type` values: 0 profile, 3 apply as streamer, 7 application page, 8 tasks, 9 streamer. */
const TYPE_SECTIONS: Record<string, MemberSection> = {
  '0': 'profile',
  '3': 'certification',
  '7': 'certification',
  '8': 'tasks',
  '9': 'streamer',
};

const SECTION_TYPES: Partial<Record<MemberSection, number>> = {
  profile: 0,
  certification: 3,
  tasks: 8,
  streamer: 9,
};

function isSection(value: string | null): value is MemberSection {
  return value !== null && (MEMBER_SECTIONS as readonly string[]).includes(value);
}

/** Which section a /member URL shows: `section` wins, then `type`, else the profile. */
export function sectionFromParams(params: URLSearchParams): MemberSection {
  const section = params.get('section');
  if (isSection(section)) return section;
  return TYPE_SECTIONS[params.get('type') ?? ''] ?? 'profile';
}

/** The URL of a section, using the spec's `type` where one exists. */
export function sectionHref(section: MemberSection): string {
  const type = SECTION_TYPES[section];
  return type === undefined ? `/member?section=${section}` : `/member?type=${type}`;
}
