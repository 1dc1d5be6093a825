/**
 * Small checks of untrusted values (local storage, socket frames) for code on /main's first
 * load, which cannot afford zod (a fifth of that load). Each check returns the value it read,
 * cleaned (objects keep only their own fields), or `INVALID`. Elsewhere, use the contract's
 * zod schemas.
 */
export const INVALID: unique symbol = Symbol('invalid');

export type Check<T> = (value: unknown) => T | typeof INVALID;
/** A check whose field may be left out of an object (`?:`). */
export type OptionalCheck<T> = Check<T | undefined> & { readonly optional: true };
export type Checked<C> = C extends Check<infer T> ? T : never;

type Shape = Record<string, Check<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends OptionalCheck<unknown> ? K : never;
}[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Checked<S[K]> } & {
    [K in OptionalKeys<S>]?: Checked<S[K]>;
  }
>;

export const string =
  ({ min = 0, max = Infinity, pattern }: { min?: number; max?: number; pattern?: RegExp } = {}) =>
  (value: unknown): string | typeof INVALID =>
    typeof value === 'string' &&
    value.length >= min &&
    value.length <= max &&
    (!pattern || pattern.test(value))
      ? value
      : INVALID;

export const number =
  ({ integer = false, min = -Infinity, max = Infinity } = {}) =>
  (value: unknown): number | typeof INVALID =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!integer || Number.isInteger(value)) &&
    value >= min &&
    value <= max
      ? value
      : INVALID;

export const boolean = (value: unknown): boolean | typeof INVALID =>
  typeof value === 'boolean' ? value : INVALID;

/** One of the given strings, numbers or booleans. */
export function oneOf<const T extends string | number | boolean>(values: readonly T[]): Check<T> {
  return (value) => (values.includes(value as T) ? (value as T) : INVALID);
}

/** The first check that accepts the value. */
export function either<C extends Check<unknown>[]>(...checks: C): Check<Checked<C[number]>> {
  return (value) => {
    for (const check of checks) {
      const read = check(value);
      if (read !== INVALID) return read as Checked<C[number]>;
    }
    return INVALID;
  };
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? null : check(value));
}

/** May be missing (undefined); otherwise `check` decides. */
export function optional<T>(check: Check<T>): OptionalCheck<T> {
  return Object.assign((value: unknown) => (value === undefined ? undefined : check(value)), {
    optional: true as const,
  });
}

/** `fallback` in place of anything `check` refuses (zod's `.catch`), keeping `optional`. */
export function orElse<T>(check: OptionalCheck<T>, fallback: T | undefined): OptionalCheck<T>;
export function orElse<T>(check: Check<T>, fallback: T): Check<T>;
export function orElse<T>(check: Check<T>, fallback: T): Check<T> {
  const read = (value: unknown) => {
    const result = check(value);
    return result === INVALID ? fallback : result;
  };
  return 'optional' in check ? Object.assign(read, { optional: true as const }) : read;
}

/**
 * An object whose `key` field names the check that reads it (zod's discriminated union); the
 * checks should hold that field to their own name.
 */
export function variantOf<C extends Record<string, Check<unknown>>>(
  key: string,
  checks: C,
): Check<Checked<C[keyof C]>> {
  return (value) => {
    if (typeof value !== 'object' || value === null) return INVALID;
    const name = (value as Record<string, unknown>)[key];
    const check =
      typeof name === 'string' && Object.hasOwn(checks, name) ? checks[name] : undefined;
    return check ? (check(value) as Checked<C[keyof C]> | typeof INVALID) : INVALID;
  };
}

export function arrayOf<T>(check: Check<T>, { max = Infinity } = {}): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length > max) return INVALID;
    const items: T[] = [];
    for (const item of value) {
      const read = check(item);
      if (read === INVALID) return INVALID;
      items.push(read);
    }
    return items;
  };
}

/** A plain object with these fields (others are dropped); invalid if any field is. */
export function objectOf<S extends Shape>(shape: S): Check<ObjectOf<S>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const read = check((value as Record<string, unknown>)[key]);
      if (read === INVALID) return INVALID;
      if (read !== undefined || key in value) result[key] = read;
    }
    return result as ObjectOf<S>;
  };
}
