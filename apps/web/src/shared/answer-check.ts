import * as contract from '@tifo/contract';
import type { CallDefinition, CallRoute } from '@tifo/contract';

export type CheckedAnswer = { valid: true; data: unknown } | { valid: false };

/** The data of an answer as its call's schema reads it, or `valid: false`. */
export type AnswerCheck = (
  route: CallRoute,
  data: unknown,
) => CheckedAnswer | Promise<CheckedAnswer>;

/**
 * Every call of the contract by method and path. Only development builds and tests load this
 * module (api-client.ts): it brings every schema of the contract.
 */
const callsByRoute = new Map<string, CallDefinition>(
  Object.entries(contract)
    .filter(([name]) => name.endsWith('Calls'))
    .flatMap(([, calls]) => Object.values(calls as Record<string, CallDefinition>))
    .map((call) => [routeKey(call), call]),
);

function routeKey({ method, path }: CallRoute): string {
  return `${method} ${path.toLowerCase()}`;
}

/** Parses `data` with the schema of the route's call (a call definition brings its own). */
export function checkAnswer(route: CallRoute, data: unknown): CheckedAnswer {
  const call = 'data' in route ? (route as CallDefinition) : callsByRoute.get(routeKey(route));
  if (!call) throw new Error(`no call in the contract for ${routeKey(route)}`);
  const parsed = call.data.safeParse(data);
  return parsed.success ? { valid: true, data: parsed.data } : { valid: false };
}
