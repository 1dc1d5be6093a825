import { ResponseCode, type CallAudience } from '@tifo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The role questions the audience gate asks; answered from the database (`database-access-policy`). */
export interface AccessPolicy {
  /** Platform staff: an administrator (`operator`) or a moderator. */
  isOperator(userId: number): Promise<boolean>;
  /** An administrator (role `operator`): money settings and staff roles. */
  isAdministrator(userId: number): Promise<boolean>;
  isStreamer(userId: number): Promise<boolean>;
  /** The room's streamer, one of its admins, or an operator. */
  moderatesRoom(userId: number, roomId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessPolicy: AccessPolicy | null;
  }
}

/** Hands the audience gate its policy; calls other than `public` are refused without one. */
export function installAccessPolicy(app: FastifyInstance, policy: AccessPolicy): void {
  app.decorate('accessPolicy', policy);
}

function sessionExpired(): AppError {
  return new AppError('session.expired', { httpStatus: 401, code: ResponseCode.sessionExpired });
}

const REFUSALS = {
  streamer: 'access.streamersOnly',
  roomModerator: 'access.roomModeratorsOnly',
  operator: 'admin.operatorsOnly',
  administrator: 'admin.administratorsOnly',
} as const;

function notInAudience(audience: keyof typeof REFUSALS): AppError {
  return new AppError(REFUSALS[audience], { httpStatus: 403 });
}

function policyOf(request: FastifyRequest): AccessPolicy {
  const policy = request.server.accessPolicy;
  if (!policy) throw new Error('no access policy installed: installAccessPolicy before routes');
  return policy;
}

/**
 * The part of a call's audience that the session alone decides, before the body is even
 * validated: a visitor learns nothing about a members' call but "log in" (code 700).
 */
export async function admitSession(request: FastifyRequest, audience: CallAudience): Promise<void> {
  if (audience === 'public') return;
  const auth = request.auth;
  if (auth.kind !== 'member') throw sessionExpired();
  if (audience === 'operator' && !(await policyOf(request).isOperator(auth.userId))) {
    throw notInAudience(audience);
  }
  if (audience === 'administrator' && !(await policyOf(request).isAdministrator(auth.userId))) {
    throw notInAudience(audience);
  }
  if (audience === 'streamer' && !(await policyOf(request).isStreamer(auth.userId))) {
    throw notInAudience(audience);
  }
}

/** The room part of `roomModerator`, once the request is validated and its room is known. */
export async function admitRoomModerator(
  request: FastifyRequest,
  roomId: number | null,
): Promise<void> {
  // No such row (a guess id that does not exist): the handler answers its own "not found".
  if (roomId === null) return;
  const auth = request.auth;
  if (auth.kind !== 'member') throw sessionExpired();
  if (!(await policyOf(request).moderatesRoom(auth.userId, roomId))) {
    throw notInAudience('roomModerator');
  }
}
