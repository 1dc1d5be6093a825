import { and, count, eq, gt } from 'drizzle-orm';
import { feedback } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type NewFeedback = typeof feedback.$inferInsert;

export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  async countSince(clientAddress: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(feedback)
      .where(and(eq(feedback.clientAddress, clientAddress), gt(feedback.createdAt, since)));
    return row?.value ?? 0;
  }

  async insert(values: NewFeedback): Promise<number> {
    const [row] = await this.db.insert(feedback).values(values).returning({ id: feedback.id });
    if (!row) throw new Error('feedback insert returned no row');
    return row.id;
  }
}
