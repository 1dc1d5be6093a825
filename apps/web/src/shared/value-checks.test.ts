import { describe, expect, it } from 'vitest';
import {
  INVALID,
  arrayOf,
  boolean,
  either,
  nullable,
  number,
  objectOf,
  oneOf,
  optional,
  orElse,
  string,
  variantOf,
} from './value-checks';

describe('value checks', () => {
  it('checks strings and numbers with their limits', () => {
    expect(string({ min: 2, max: 3 })('ab')).toBe('ab');
    expect(string({ min: 2 })('a')).toBe(INVALID);
    expect(string({ pattern: /^\d+$/ })('12a')).toBe(INVALID);
    expect(number({ integer: true, min: 0 })(3)).toBe(3);
    expect(number({ integer: true })(1.5)).toBe(INVALID);
    expect(number()(Number.NaN)).toBe(INVALID);
    expect(number({ max: 10 })(11)).toBe(INVALID);
    expect(number()('3')).toBe(INVALID);
    expect(boolean(0)).toBe(INVALID);
  });

  it('reads unions, literals, null and arrays', () => {
    expect(oneOf([1, 2])(2)).toBe(2);
    expect(oneOf(['zh', 'en'])('vi')).toBe(INVALID);
    expect(oneOf([true])(true)).toBe(true);
    expect(oneOf([true])(false)).toBe(INVALID);
    expect(either(number(), string())('x')).toBe('x');
    expect(either(number(), boolean)('x')).toBe(INVALID);
    expect(nullable(number())(null)).toBeNull();
    expect(arrayOf(number())([1, 2])).toEqual([1, 2]);
    expect(arrayOf(number())([1, '2'])).toBe(INVALID);
    expect(arrayOf(number(), { max: 1 })([1, 2])).toBe(INVALID);
  });

  it('keeps only the fields of an object, with fallbacks for broken ones', () => {
    const check = objectOf({
      name: string(),
      age: orElse(number(), 0),
      note: orElse(optional(string()), undefined),
      tag: optional(string()),
    });
    expect(check({ name: 'Lan', age: 'old', extra: true })).toEqual({ name: 'Lan', age: 0 });
    expect(check({ name: 'Lan', age: 3, note: 5 })).toEqual({ name: 'Lan', age: 3 });
    expect(check({ name: 'Lan', age: 3, tag: 5 })).toBe(INVALID);
    expect(check({ age: 3 })).toBe(INVALID);
    expect(check([])).toBe(INVALID);
    expect(check(null)).toBe(INVALID);
  });

  it('reads an object by the check its tag field names', () => {
    const check = variantOf('kind', {
      dot: objectOf({ kind: oneOf(['dot']), x: number() }),
      label: objectOf({ kind: oneOf(['label']), text: string() }),
    });
    expect(check({ kind: 'dot', x: 1, y: 2 })).toEqual({ kind: 'dot', x: 1 });
    expect(check({ kind: 'label', text: 'a' })).toEqual({ kind: 'label', text: 'a' });
    expect(check({ kind: 'dot', text: 'a' })).toBe(INVALID);
    expect(check({ kind: 'toString', x: 1 })).toBe(INVALID);
    expect(check({ kind: 1, x: 1 })).toBe(INVALID);
    expect(check({ x: 1 })).toBe(INVALID);
    expect(check(null)).toBe(INVALID);
  });
});
