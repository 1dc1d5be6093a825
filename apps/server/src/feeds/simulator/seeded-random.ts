/**
 * A small seeded PRNG (mulberry32) so that the simulator, the derived basketball quarters and
 * the odds are the same on every run and every server instance for the same seed: two
 * instances behind a load balancer must push identical events.
 */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** true with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Poisson-distributed count with mean `mean` (Knuth; means here stay small). */
  poisson(mean: number): number;
  /** Approximately normal (sum of uniforms), mean 0, standard deviation 1. */
  normal(): number;
}

/** 32-bit FNV-1a of the parts joined, mixed: a seed from a string key (match id, cycle…). */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join('\u0000');
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    poisson(mean) {
      const limit = Math.exp(-mean);
      let count = 0;
      let product = next();
      while (product > limit) {
        count += 1;
        product *= next();
      }
      return count;
    },
    normal() {
      let sum = 0;
      for (let index = 0; index < 6; index += 1) sum += next();
      return (sum - 3) / Math.SQRT1_2;
    },
  };
}
