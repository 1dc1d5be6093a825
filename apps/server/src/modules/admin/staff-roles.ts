import { staffCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { requireMember } from '../../platform/http/auth-context';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';

/**
 * Administrators give and take staff roles (`Admin/setRole`). Not their own: the last
 * administrator cannot lock the site out of its money settings by a slip.
 */
export function registerStaffRoles(app: FastifyInstance, db: Database): void {
  registerCall(app, staffCalls.setRole, async ({ request, body }) => {
    if (body.user_id === requireMember(request).userId) throw new AppError('admin.ownRole');
    const [row] = await db
      .update(users)
      .set({ role: body.role })
      .where(eq(users.id, body.user_id))
      .returning({ id: users.id });
    if (!row) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    return { user_id: row.id, role: body.role };
  });
}
