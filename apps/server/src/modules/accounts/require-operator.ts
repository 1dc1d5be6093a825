import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';

/** Refuses anyone but the platform's staff (operators review withdrawals, horns…). */
export async function requireOperator(db: Database, userId: number): Promise<void> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (row?.role !== 'operator') throw new AppError('admin.operatorsOnly', { httpStatus: 403 });
}
