import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 20 ms a hash
 * on our machines, so a login stays fast under load while an offline guess stays expensive.
 */
export const PASSWORD_HASH_PARAMETERS: Options = {
  // Algorithm.Argon2id; the package's enum is `const` and cannot be read under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Runs at most `size` tasks at once; the others wait their turn, first come first served. */
export function createSlotQueue(size: number): <T>(work: () => Promise<T>) => Promise<T> {
  let free = size;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

/**
 * At most one hash per core at a time: more would only make the hashes fight over the cores
 * (and the event loop), stretching every login's wait. Measured with bench/login.ts: p99 from
 * 0.9-1.9 s down to about 0.5 s at the same throughput.
 */
const withHashSlot = createSlotQueue(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, PASSWORD_HASH_PARAMETERS));
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(storedHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of a real verification when the account does not exist, so response times
 * do not reveal which mobile numbers are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('tifo-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
