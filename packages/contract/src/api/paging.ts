import { z } from 'zod';

/** The page a paged list call asks for: from 1 (the default) to 10,000. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(10_000).default(1);

/** The query of a paged list call that asks for nothing but the page: `?page=`. */
export const pageQuery = z.object({ page: pageNumberSchema });

/** The data of a paged list call: one page of `item`, and whether another page follows. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ list: z.array(item), has_more: z.boolean() });
}
