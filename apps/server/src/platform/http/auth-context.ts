import { ResponseCode } from '@tifo/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Who made a request, resolved once per request from the `token` cookie or header. */
export type AuthState =
  | { kind: 'visitor' }
  /** A token was sent but is unknown, expired or revoked. */
  | { kind: 'invalid' }
  | { kind: 'member'; userId: number; sessionId: number; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState;
  }
}

/** The logged-in member, or code 700 (spec §8: the client clears its session). */
export function requireMember(request: FastifyRequest): { userId: number; sessionId: number } {
  const auth = request.auth;
  if (auth.kind !== 'member') {
    throw new AppError('session.expired', { httpStatus: 401, code: ResponseCode.sessionExpired });
  }
  return { userId: auth.userId, sessionId: auth.sessionId };
}

/** The member's id, or null for a visitor (calls that answer both). */
export function memberIdOrNull(request: FastifyRequest): number | null {
  return request.auth.kind === 'member' ? request.auth.userId : null;
}

/**
 * Who is reading, for counting each reader once (article reads, video plays): the member
 * wherever they read, else a visitor's address.
 */
export function readerKey(request: FastifyRequest): string {
  const member = memberIdOrNull(request);
  return member === null ? `ip:${request.ip}` : `member:${member}`;
}
