import type { z } from 'zod';

/** Values to use for fields of these names (ids of rows the test made, a real number…). */
export type ExampleHints = Record<string, unknown>;

interface SchemaDef {
  type: string;
  [key: string]: unknown;
}

function defOf(schema: unknown): SchemaDef {
  return (schema as { _zod: { def: SchemaDef } })._zod.def;
}

function checksOf(def: SchemaDef): Record<string, unknown>[] {
  const checks = (def.checks ?? []) as { _zod: { def: Record<string, unknown> } }[];
  return checks.map((check) => check._zod.def);
}

const STRING_CANDIDATES = [
  'abc123',
  '123456',
  '2026-11-25',
  '2026-11-25T12:00:00Z',
  'https://example.com/a.png',
  '/uploads/a.png',
  '13912345678',
  'secret123',
  'TF0123456789abcdef0123',
  'a',
];

function stringExample(schema: z.ZodType, def: SchemaDef): string {
  const checks = checksOf(def);
  const min = Number(checks.find((check) => check.check === 'min_length')?.minimum ?? 0);
  const length = checks.find((check) => check.check === 'length_equals')?.length;
  const candidates = [
    ...STRING_CANDIDATES,
    'x'.repeat(Math.max(min, Number(length ?? 0), 1)),
    '1'.repeat(Math.max(min, Number(length ?? 0), 1)),
  ];
  return candidates.find((candidate) => schema.safeParse(candidate).success) ?? 'x'.repeat(min);
}

function numberExample(schema: z.ZodType, def: SchemaDef): number {
  const checks = checksOf(def);
  const lower = checks.find((check) => check.check === 'greater_than');
  const min = lower ? Number(lower.value) + (lower.inclusive ? 0 : 1) : 1;
  const candidates = [Math.max(min, 1), min, 0, 100, 1000];
  return candidates.find((candidate) => schema.safeParse(candidate).success) ?? min;
}

/**
 * A small valid value for a zod schema (objects get every field, optional ones too), with
 * hints for fields of known names. Good enough to get a request past validation to the
 * handler; it does not aim to be realistic.
 */
export function exampleOf(schema: z.ZodType, hints: ExampleHints = {}): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [
          key,
          key in hints ? hints[key] : exampleOf(field, hints),
        ]),
      );
    }
    case 'string':
      return stringExample(schema, def);
    case 'number':
    case 'bigint':
      return numberExample(schema, def);
    case 'boolean':
      return false;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'array': {
      const min = Number(checksOf(def).find((check) => check.check === 'min_length')?.minimum ?? 1);
      return Array.from({ length: Math.max(min, 1) }, () =>
        exampleOf(def.element as z.ZodType, hints),
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return exampleOf(def.innerType as z.ZodType, hints);
    case 'pipe':
      return exampleOf(def.in as z.ZodType, hints);
    case 'union': {
      const options = def.options as z.ZodType[];
      const examples = options.map((option) => exampleOf(option, hints));
      return examples.find((example) => schema.safeParse(example).success) ?? examples[0];
    }
    case 'record':
      return {};
    case 'date':
      return new Date().toISOString();
    default:
      return undefined;
  }
}
