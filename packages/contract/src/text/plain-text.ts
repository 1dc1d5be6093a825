import { z } from 'zod';

/**
 * C0 control characters and DEL, except tab and newline. PostgreSQL refuses NUL in `text` and
 * `\u0000` in `jsonb`, and none of them belongs in anything a person types: they only hide
 * text, forge terminal colours in logs or break storage.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'text contains invisible control characters';

export function containsControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** A string that refuses control characters (for schemas outside `defineCall`). */
export function plainText(): z.ZodString {
  return z.string().refine((text) => !containsControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);
}

/**
 * The paths of every string inside `value` (objects and arrays, walked to any depth) that
 * contains a control character. Other objects (buffers, dates) are not text and are skipped.
 */
export function pathsWithControlCharacters(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const visit = (current: unknown, path: PropertyKey[]): void => {
    if (typeof current === 'string') {
      if (containsControlCharacters(current)) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => visit(item, [...path, index]));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) visit(item, [...path, key]);
    }
  };
  visit(value, []);
  return found;
}

/**
 * The same schema, refusing any string anywhere in its parsed value that contains a control
 * character: one rule for every call's query and body, and for socket messages.
 */
export function refuseControlCharacters<Schema extends z.ZodType>(schema: Schema): Schema {
  return schema.superRefine((value, context) => {
    for (const path of pathsWithControlCharacters(value)) {
      context.addIssue({ code: 'custom', message: CONTROL_CHARACTERS_MESSAGE, path });
    }
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
