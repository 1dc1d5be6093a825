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
 * The paths of every string inside `value` (objects and arrays, walked to any depth, without
 * recursion so a deeply nested body cannot overflow the stack) that contain a control
 * character. Other objects (buffers, dates) are not text and are skipped.
 */
export function pathsWithControlCharacters(value: unknown): PropertyKey[][] {
  // Each entry links to its parent: a path is built only for a string that is refused.
  interface Entry {
    value: unknown;
    key: PropertyKey | null;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let at: Entry | null = entry; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const found: PropertyKey[][] = [];
  const pending: Entry[] = [{ value, key: null, parent: null }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      if (containsControlCharacters(current)) found.push(pathOf(entry));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], key: index, parent: entry });
      }
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current).reverse()) {
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
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
