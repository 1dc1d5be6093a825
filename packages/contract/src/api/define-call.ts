import type { z } from 'zod';
import type { CallRoute } from './call-route';
import { refuseControlCharacters } from '../text/plain-text';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may make a call. The server refuses everyone else before the handler runs (visitors with
 * code 700 and HTTP 401, members outside the audience with HTTP 403), and OpenAPI shows it.
 */
export const CALL_AUDIENCES = {
  /** Anyone, visitors included. */
  public: 'anyone, visitors included',
  /** A logged-in member. */
  member: 'a logged-in member',
  /** A member an operator approved as a streamer (the call acts on their own room). */
  streamer: 'a streamer, on their own room',
  /** The streamer of the call's room, one of the room's admins, or an operator. */
  roomModerator: "the streamer of the call's room, one of its admins, or an operator",
  /** Platform staff: administrators and moderators (api/staff.ts). */
  operator: 'platform staff (an administrator or a moderator)',
  /** Administrators only: money settings and staff roles. */
  administrator: 'an administrator (money settings, staff roles)',
} as const;

export type CallAudience = keyof typeof CALL_AUDIENCES;

/**
 * One call of the API: its path under `/api`, method, request schemas and the schema of the
 * envelope's `data`. The server registers routes and OpenAPI from these; the web client types
 * its requests from them.
 */
export interface CallDefinition<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below `/api/`, in the spec's `Controller/action` style; matched case-insensitively. */
  path: string;
  /** Who may call it (checked by the server before the handler). */
  audience: CallAudience;
  summary: string;
  tag: string;
  query?: Query;
  body?: Body;
  data: Data;
}

/**
 * Every call's query and body refuse control characters in any string (`plain-text.ts`), so no
 * schema has to remember it and no NUL reaches the database.
 */
export function defineCall<
  Query extends z.ZodType = z.ZodUndefined,
  Body extends z.ZodType = z.ZodUndefined,
  Data extends z.ZodType = z.ZodType,
>(definition: CallDefinition<Query, Body, Data>): CallDefinition<Query, Body, Data> {
  return {
    ...definition,
    ...(definition.query ? { query: refuseControlCharacters(definition.query) } : {}),
    ...(definition.body ? { body: refuseControlCharacters(definition.body) } : {}),
  };
}

/** A call itself, or the call a route stands for (call-route.ts). */
type CallOf<C> = C extends CallDefinition ? C : C extends CallRoute<infer Call> ? Call : never;

export type CallData<C> =
  CallOf<C> extends CallDefinition<z.ZodType, z.ZodType, infer D> ? z.infer<D> : never;
export type CallQuery<C> =
  CallOf<C> extends CallDefinition<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type CallBody<C> =
  CallOf<C> extends CallDefinition<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
