import { memberScopedKey } from '../../shared/session/member-scope';

/**
 * Query keys of fan groups. What depends on who is looking (a group's info carries the
 * viewer's membership, the member's groups, a streamer's settings) hangs under
 * `memberScopedKey`, so login and logout drop it; the ranking is the same for everyone.
 */
export const fanGroupKeys = {
  member: [...memberScopedKey, 'fan-groups'] as const,
  /** Every viewer's copy of one streamer's group (invalidate this after a join or leave). */
  infoOf: (anchorId: number) => [...fanGroupKeys.member, 'info', anchorId] as const,
  info: (anchorId: number, viewerId: number | null) =>
    [...fanGroupKeys.infoOf(anchorId), viewerId ?? 'visitor'] as const,
  mine: () => [...fanGroupKeys.member, 'mine'] as const,
  settings: () => [...fanGroupKeys.member, 'settings'] as const,
  ranking: (anchorId: number) => ['fan-groups', 'ranking', anchorId] as const,
};
