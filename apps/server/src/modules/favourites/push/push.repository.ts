import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { pushDeliveries, pushSubscriptions } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

export interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/** Failed sends in a row after which a device is dropped (it stopped answering). */
const MAX_FAILURES = 10;

/** Devices that accepted pushes, and the pushes each has had. */
export class PushRepository {
  constructor(private readonly db: Database) {}

  /**
   * Saves a device's subscription. An endpoint is one browser on one device: subscribing it
   * again (the browser renewed its keys, another member logged in there) moves it over.
   */
  async save(row: Omit<PushSubscriptionRow, 'id'>): Promise<void> {
    await this.db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: row.userId,
          p256dh: row.p256dh,
          auth: row.auth,
          language: row.language,
          failures: 0,
        },
      });
  }

  async removeEndpoint(userId: number, endpoint: string): Promise<void> {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async devices(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return row?.value ?? 0;
  }

  /** Drops a member's oldest devices beyond `keep`. */
  async trim(userId: number, keep: number): Promise<void> {
    const rows = await this.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    const extra = rows.slice(0, Math.max(0, rows.length - keep)).map((row) => row.id);
    if (extra.length > 0)
      await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
  }

  async forUsers(userIds: readonly number[]): Promise<PushSubscriptionRow[]> {
    if (userIds.length === 0) return [];
    return this.db
      .select({
        id: pushSubscriptions.id,
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        language: pushSubscriptions.language,
      })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...userIds]));
  }

  /**
   * Claims the event for these devices: returns the ones that had not had it. Whoever claims a
   * device sends to it, so an alert reaches each device once however many instances try.
   */
  async claim(subscriptionIds: readonly number[], eventKey: string): Promise<Set<number>> {
    if (subscriptionIds.length === 0) return new Set();
    const rows = await this.db
      .insert(pushDeliveries)
      .values(subscriptionIds.map((subscriptionId) => ({ subscriptionId, eventKey })))
      .onConflictDoNothing()
      .returning({ id: pushDeliveries.subscriptionId });
    return new Set(rows.map((row) => row.id));
  }

  async sent(id: number, at: Date): Promise<void> {
    await this.db
      .update(pushSubscriptions)
      .set({ lastSentAt: at, failures: 0 })
      .where(eq(pushSubscriptions.id, id));
  }

  /** Counts a failed send; a device that failed too often in a row is dropped. */
  async failed(id: number): Promise<void> {
    await this.db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, id));
    await this.db
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.id, id), sql`${pushSubscriptions.failures} >= ${MAX_FAILURES}`),
      );
  }

  /** Forgets deliveries older than `before` (their events are long over). */
  async pruneDeliveries(before: Date): Promise<void> {
    await this.db.delete(pushDeliveries).where(lt(pushDeliveries.sentAt, before));
  }
}
