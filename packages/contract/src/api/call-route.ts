import type { CallDefinition, HttpMethod } from './define-call';

/**
 * A call's method and path without its schemas, typed by its call (`CallData`, `CallQuery` and
 * `CallBody` read a route as they read its call). Each `…Calls` group has a `…Routes` twin in
 * `<group>.routes.ts`, which imports its calls as types only: the web app calls the API with
 * routes, so building the calls' zod schemas (and zod itself) stays out of its first load. The
 * twin's type names every call, and `call-routes.test.ts` holds method and path to the call's.
 */
export interface CallRoute<C extends CallDefinition = CallDefinition> {
  readonly method: HttpMethod;
  /** Path below `/api/`, as in the call. */
  readonly path: string;
  /** Never set: carries the call's types. */
  readonly call?: C;
}

/** The routes of a group of calls, one per call. */
export type CallRoutes<Calls extends Record<string, CallDefinition>> = {
  readonly [Name in keyof Calls]: CallRoute<Calls[Name]>;
};
