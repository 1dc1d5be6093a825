import type { CallBody, CallData, CallDefinition, CallQuery } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { callerFrom } from './accounts';
import type { Envelope } from './envelope';

export interface ContractCallOptions<C> {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  token?: string;
  lang?: 'zh' | 'en' | 'vi';
  /** The client address; a fresh one per call unless given (rate limits are per address). */
  remoteAddress?: string;
}

/** An answer: the HTTP status and the envelope, with `data` typed by the call. */
export type ContractAnswer<C> = Envelope<CallData<C>> & { status: number };

/**
 * Calls one contract call the way the web page does, with its query and body typed by the
 * contract, and returns the status and envelope. Tests of malformed input use `callerFrom`
 * directly (the contract's types would refuse what they send).
 */
export async function callContract<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  options: ContractCallOptions<C> = {},
): Promise<ContractAnswer<C>> {
  const caller = callerFrom(app, options.remoteAddress);
  const extra = { ...(options.token && { token: options.token }), lang: options.lang ?? 'en' };
  const url = `/api/${call.path}${queryString(options.query)}`;
  const reply =
    call.method === 'GET'
      ? await caller.get(url, extra)
      : // As the web client: a POST without a body sends `{}` (an empty JSON body is refused).
        await caller.post(url, options.body ?? {}, extra);
  return { status: reply.statusCode, ...reply.json<Envelope<CallData<C>>>() };
}

/** Query values are scalars in the contract (numbers, strings, booleans). */
function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(key, String(value));
    } else if (value !== undefined) {
      throw new Error(`query value ${key} is not a scalar`);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A test file's `call`: `callContract` on the file's app (read when called, since the app is
 * built in a hook), with defaults every call of the file shares (e.g. `{ lang: 'zh' }`).
 */
export function contractCaller(
  app: () => FastifyInstance,
  defaults: Pick<ContractCallOptions<CallDefinition>, 'lang' | 'remoteAddress'> = {},
) {
  return <C extends CallDefinition>(call: C, options?: ContractCallOptions<C>) =>
    callContract(app(), call, { ...defaults, ...options });
}
