import type { Envelope as ContractEnvelope } from '@tifo/contract';

/**
 * The `{code, msg, data}` body of every `/api` answer, as the contract types it. Server tests
 * use this one type (`data` is `unknown` unless a test names it) instead of declaring their own.
 */
export type Envelope<T = unknown> = ContractEnvelope<T>;
