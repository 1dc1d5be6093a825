import { createHash, randomBytes } from 'node:crypto';
import type { AuthState } from '../../platform/http/auth-context';
import { BusChannel, type Bus, type Unsubscribe } from '../../platform/bus/bus';
import type { AccountsRepository } from './accounts.repository';

export const SESSION_POLICY = {
  /** 256 random bits, far above the 128 the conventions ask for. */
  tokenBytes: 32,
  /** A session unused this long ends. */
  idleTimeoutMs: 7 * 24 * 3600_000,
  /** A session ends this long after login, however busy. */
  absoluteTimeoutMs: 30 * 24 * 3600_000,
  /** How often `last_seen_at` is written for a busy session. */
  touchEveryMs: 5 * 60_000,
  /** How long an instance trusts its cached lookup; revocations clear it at once via the bus. */
  cacheTtlMs: 30_000,
  cacheMaxEntries: 10_000,
} as const;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Hears the token hashes of sessions ended on any instance (logout, password change), so the
 * sockets they opened can be closed too (security review M4).
 */
export function onSessionsRevoked(
  bus: Bus,
  listener: (tokenHashes: string[]) => void,
): Promise<Unsubscribe> {
  return bus.subscribe(BusChannel.sessionRevoked, (message) => {
    if (!Array.isArray(message)) return;
    const hashes = message.filter((hash): hash is string => typeof hash === 'string');
    if (hashes.length > 0) listener(hashes);
  });
}

interface CachedSession {
  userId: number;
  sessionId: number;
  expiresAt: number;
  lastSeenAt: number;
  cachedAt: number;
}

export interface SessionServiceDeps {
  bus: Bus;
  /** Refuses a login of a banned member (member-sanctions.ts): every login makes a session here. */
  refuseIfBanned?: (userId: number) => Promise<void>;
  now?: () => number;
}

export class SessionService {
  private readonly cache = new Map<string, CachedSession>();
  private unsubscribe: Unsubscribe | null = null;

  constructor(
    private readonly repository: AccountsRepository,
    private readonly deps: SessionServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Listens for revocations made on any instance. */
  async start(): Promise<void> {
    this.unsubscribe = await onSessionsRevoked(this.deps.bus, (hashes) => {
      for (const hash of hashes) this.cache.delete(hash);
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.cache.clear();
  }

  async create(
    userId: number,
    meta: { deviceType: string; userAgent: string | undefined; clientAddress: string },
  ): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
    await this.deps.refuseIfBanned?.(userId);
    const token = randomBytes(SESSION_POLICY.tokenBytes).toString('base64url');
    const expiresAt = new Date(this.now() + SESSION_POLICY.absoluteTimeoutMs);
    const row = await this.repository.insertSession({
      userId,
      tokenHash: hashToken(token),
      deviceType: meta.deviceType,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      clientAddress: meta.clientAddress.slice(0, 64),
      createdAt: new Date(this.now()),
      lastSeenAt: new Date(this.now()),
      expiresAt,
    });
    return { token, expiresAt, sessionId: row.id };
  }

  /** Who a token belongs to: a member, or invalid when unknown, idle too long, expired or revoked. */
  async resolve(token: string | undefined): Promise<AuthState> {
    if (!token) return { kind: 'visitor' };
    if (token.length > 200) return { kind: 'invalid' };
    const tokenHash = hashToken(token);
    const now = this.now();
    let session = this.cache.get(tokenHash);
    if (!session || now - session.cachedAt > SESSION_POLICY.cacheTtlMs) {
      const row = await this.repository.findLiveSession(tokenHash, new Date(now));
      if (!row) {
        this.cache.delete(tokenHash);
        return { kind: 'invalid' };
      }
      session = {
        userId: row.userId,
        sessionId: row.id,
        expiresAt: row.expiresAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
        cachedAt: now,
      };
      this.remember(tokenHash, session);
    }
    if (session.expiresAt <= now || now - session.lastSeenAt > SESSION_POLICY.idleTimeoutMs) {
      this.cache.delete(tokenHash);
      return { kind: 'invalid' };
    }
    if (now - session.lastSeenAt > SESSION_POLICY.touchEveryMs) {
      session.lastSeenAt = now;
      await this.repository.touchSession(session.sessionId, new Date(now));
    }
    return { kind: 'member', userId: session.userId, sessionId: session.sessionId, tokenHash };
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.repository.revokeSession(tokenHash, new Date(this.now()));
    await this.forget([tokenHash]);
  }

  /** Ends every session of a user, except `keepSessionId` (the one changing the password). */
  async revokeAllForUser(userId: number, keepSessionId?: number): Promise<void> {
    const hashes = await this.repository.revokeUserSessions(
      userId,
      new Date(this.now()),
      keepSessionId,
    );
    await this.forget(hashes);
  }

  /** Drops revoked sessions from every instance's cache. */
  private async forget(hashes: string[]): Promise<void> {
    for (const hash of hashes) this.cache.delete(hash);
    if (hashes.length > 0) await this.deps.bus.publish(BusChannel.sessionRevoked, hashes);
  }

  private remember(tokenHash: string, session: CachedSession): void {
    if (this.cache.size >= SESSION_POLICY.cacheMaxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(tokenHash, session);
  }
}
