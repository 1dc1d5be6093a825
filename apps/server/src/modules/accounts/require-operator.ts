import { isStaffRole } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';

/** Whether a user is one of the platform's staff. */
export async function isOperator(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return isStaffRole(row?.role);
}

/** Refuses anyone but the platform's staff (operators review withdrawals, horns…). */
export async function requireOperator(db: Database, userId: number): Promise<void> {
  if (!(await isOperator(db, userId))) {
    throw new AppError('admin.operatorsOnly', { httpStatus: 403 });
  }
}
