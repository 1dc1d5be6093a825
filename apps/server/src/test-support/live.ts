import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index';
import type { Database } from '../platform/db/database';
import { callerFrom, registerMember } from './accounts';

/** Registers a member and makes them an approved streamer (as an operator's review would). */
export async function registerStreamer(app: FastifyInstance, db: Database) {
  const member = await registerMember(app, db);
  await db.update(users).set({ isAnchor: 1 }).where(eq(users.id, member.userId));
  const response = await callerFrom(app).get('/api/Live/getMyRoom', { token: member.token });
  const body = response.json<{
    code: number;
    data: {
      room: { room_id: number };
      push: { push_url: string; stream_key: string; server: string };
    };
  }>();
  if (body.code !== 0) throw new Error(`getMyRoom failed: ${response.body}`);
  return { ...member, roomId: body.data.room.room_id, push: body.data.push };
}

export async function makeOperator(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ role: 'operator' }).where(eq(users.id, userId));
}
