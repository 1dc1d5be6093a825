import { z } from 'zod';

/** `true`/`false`, `1`/`0` or `yes`/`no`, as shells and container tools write them. */
export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A URL with one of `protocols`, or unset (an empty string counts as unset). */
export const optionalUrl = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url({ message: `must be a URL such as ${example}` })
        .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
          message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')} (for example ${example})`,
        })
        .optional(),
    )
    .optional();
