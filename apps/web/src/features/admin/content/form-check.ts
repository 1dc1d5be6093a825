import type { z } from 'zod';

/** A form checked: the edit to send, or the fields to mark (and nothing sent). */
export type Checked<Edit, Field extends string> =
  { edit: Edit; problems: null } | { edit: null; problems: Set<Field> };

/** A whole number as typed: blank is not zero, and "1e3" or "12.5" are not whole. */
export function wholeNumber(text: string): number {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * Checks a form with the contract's own schema (what the server will check), so the fields
 * that fail are marked before anything is sent. `fields` are the schema's paths the form shows.
 */
export function checkWith<Edit, Field extends string>(
  schema: z.ZodType<Edit>,
  input: unknown,
  fields: readonly Field[],
): Checked<Edit, Field> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { edit: parsed.data, problems: null };
  const problems = new Set<Field>();
  for (const issue of parsed.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) problems.add(field);
  }
  return { edit: null, problems };
}
