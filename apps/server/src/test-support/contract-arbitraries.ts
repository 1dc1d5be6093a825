import * as contract from '@tifo/contract';
import type { CallDefinition } from '@tifo/contract';
import fc from 'fast-check';
import { z } from 'zod';

/** Every call of the contract, found among its exports (`accountCalls`, `liveCalls`, …). */
export function contractCalls(): { group: string; call: CallDefinition }[] {
  const found: { group: string; call: CallDefinition }[] = [];
  for (const [group, value] of Object.entries(contract)) {
    if (typeof value !== 'object' || value === null) continue;
    const members = Object.values(value as Record<string, unknown>);
    if (members.length > 0 && members.every(isCallDefinition)) {
      for (const call of members) found.push({ group, call });
    }
  }
  return found;
}

function isCallDefinition(value: unknown): value is CallDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'data' in value
  );
}

/** The part of JSON Schema that `z.toJSONSchema` writes for our request schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  // Alternating objects and arrays, one chain (a value shared twice per level would double).
  for (let level = 0; level < depth; level += 1) value = level % 2 ? { a: value } : [value];
  return value;
}

/** Strings that have broken servers: NUL and controls, lone surrogates, bidi, huge, numeric. */
const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\u0007\u001b[31m',
  'line\r\nInjected: header',
  '\ud800',
  'x\udfff',
  '\u202Eevil\u202C',
  '\u200b\u200b\u200b',
  '👨‍👩‍👧❤️‍🔥🏴󠁧󠁢󠁥󠁮󠁧󠁿',
  '漢字'.repeat(3_000),
  'ℌ𝔢𝔩𝔩𝔬 ｆｕｌｌ',
  'NaN',
  '-0',
  '9007199254740993',
  '1e309',
  '-1',
  '0x10',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  ' ',
  '',
  'null',
  '[]',
];
const HOSTILE_NUMBERS = [
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  -0,
  1e308,
  -1e308,
  0.5,
  -1,
  0,
  Number.MAX_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  fc.constantFrom<unknown>(null, true, false, [], {}, nested(64), ['a', 1, null]),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Raw bodies no schema describes: deep nesting, wrong JSON types, numbers JSON cannot hold. */
export const HOSTILE_BODIES = [
  '[]',
  '"text"',
  'null',
  '12',
  '{"room_id": 1e400, "id": 9007199254740993, "page": -0}',
  '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  JSON.stringify(nested(2_000)),
  '{"text": "\\u0000", "message": "\\ud800"}',
];

export interface FuzzContext {
  /** Ids worth trying for integer fields (a real room, the member), beside random ones. */
  ids: readonly number[];
}

/**
 * Requests a schema accepts (as far as JSON Schema can say: patterns, lengths, ranges, enums),
 * with hostile values in some nested fields.
 */
export function requestArbitrary(schema: z.ZodType, context: FuzzContext): fc.Arbitrary<unknown> {
  return conforming(jsonSchemaOf(schema), context);
}

/** The top-level fields of a request schema (where one hostile value is tried at a time). */
export function requestFields(schema: z.ZodType): string[] {
  return Object.keys(jsonSchemaOf(schema).properties ?? {});
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Hostile values to put in one field of an otherwise acceptable request, in turn: the n-th
 * hostile string, the n-th hostile number, and one drawn at random (seeded).
 */
export function hostileFor(n: number, seed: number): unknown[] {
  const [drawn] = fc.sample(hostileValue, { seed, numRuns: 1 });
  return [
    HOSTILE_STRINGS[n % HOSTILE_STRINGS.length],
    HOSTILE_NUMBERS[n % HOSTILE_NUMBERS.length],
    drawn,
  ];
}

function field(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 9, arbitrary: conforming(schema, context) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function conforming(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    return fc.oneof(...variants.map((variant) => conforming(variant, context)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type ?? 'unknown') {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, field(value, context)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(field(schema.items ?? {}, context), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1e9 - 1) + 1, -1e9);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1e9 + 1) - 1, 1e9);
      const inRange = context.ids.filter((id) => id >= min && id <= max);
      const random = fc.integer({ min: Math.min(min, max), max });
      return inRange.length > 0 ? fc.oneof(fc.constantFrom(...inRange), random) : random;
    }
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -1e9, -1e9),
        max: Math.min(schema.maximum ?? 1e9, 1e9),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from (a lookahead): plain strings below.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 60)),
  });
}

/** A query object as a query string (arrays repeat the key; objects go as JSON). */
export function toQueryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, asQueryValue(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function asQueryValue(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
