/** How many sockets one client address and one member may hold open (each endpoint apart). */
export interface ConnectionCaps {
  perAddress: number;
  perMember: number;
}

/** A token bucket: `burst` frames at once, refilled at `perSecond`. */
export interface FrameRate {
  burst: number;
  perSecond: number;
}

/**
 * Limits of the two sockets, `/ws` and `/im` (security review M6, M7). The connection caps are
 * the defaults of SOCKET_MAX_PER_ADDRESS and SOCKET_MAX_PER_MEMBER.
 */
export const SOCKET_LIMITS = {
  connections: { perAddress: 20, perMember: 10 } satisfies ConnectionCaps,
  /** `/ws` frames per socket; a page sends a handful when it opens and a heartbeat every 30 s. */
  frames: { burst: 20, perSecond: 10 } satisfies FrameRate,
  /** Frames dropped in a row (over the rate) before the socket is closed as abusive. */
  droppedFramesBeforeClose: 20,
  /** A member entering a room is announced to it at most once per this long. */
  entryAnnouncementEveryMs: 3 * 60_000,
  /** How often each instance tells the others its busiest addresses and members. */
  countsReportEveryMs: 5_000,
} as const;

/** Close codes and reasons the sockets use on purpose. */
export const SOCKET_CLOSE = {
  /** Over a connection cap or the frame rate (RFC 6455 "policy violation"). */
  policy: 1008,
  tooManyConnections: 'too many connections',
  tooManyMessages: 'too many messages',
  /** The login session behind the socket ended (logout, password change). */
  sessionEnded: 4001,
  sessionEndedReason: 'session ended',
  /**
   * The bus (Redis) is away: pushes are being lost, so the page is told to reconnect (RFC 6455
   * "try again later") and re-sync once it can (issue 27).
   */
  busAway: 1013,
  busAwayReason: 'live updates paused',
} as const;
