import { z } from 'zod';
import { normaliseText } from '../text/normalise-text';
import { postSchema } from './circles';
import { defineCall } from './define-call';
import { LIVE_STATUSES, roomSummarySchema } from './live';
import { matchSummarySchema } from './matches';
import { pageNumberSchema } from './paging';

export const SEARCH_LIMITS = {
  /** The header's search box takes 10 characters (spec §2); the API a little more. */
  boxMaxLength: 10,
  termMaxLength: 20,
  pageSize: 20,
  /** How many of each kind `Search/index` shows (the tabs page the rest). */
  previewSize: 6,
} as const;

/**
 * What was typed: normalised (full-width forms, stray spaces) and 1–20 characters. Matching
 * ignores case and Vietnamese accents ("Ha Noi" finds "Hà Nội").
 */
const termSchema = z
  .string()
  .max(SEARCH_LIMITS.termMaxLength * 4)
  .transform((value) => normaliseText(value).trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1).max(SEARCH_LIMITS.termMaxLength));

const searchQuery = z.object({ name: termSchema, page: pageNumberSchema });

export const anchorResultSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  level: z.number().int(),
  followers: z.number().int(),
  room_id: z.number().int().nullable(),
  live_status: z.enum(LIVE_STATUSES),
  room_title: z.string().nullable(),
});
export type AnchorResult = z.infer<typeof anchorResultSchema>;

/** One kind's page of results, with how many there are in all. */
function resultsOf<Item extends z.ZodType>(item: Item) {
  return z.object({ list: z.array(item), total: z.number().int(), has_more: z.boolean() });
}

export const searchCalls = {
  index: defineCall({
    method: 'GET',
    path: 'Search/index',
    audience: 'public',
    summary:
      'Everything at once: the first streamers, live rooms, matches and circle posts, with their counts',
    tag: 'search',
    query: z.object({ name: termSchema }),
    data: z.object({
      anchors: resultsOf(anchorResultSchema),
      live: resultsOf(roomSummarySchema),
      matches: resultsOf(matchSummarySchema),
      posts: resultsOf(postSchema),
    }),
  }),
  anchor: defineCall({
    method: 'GET',
    path: 'Search/anchor',
    audience: 'public',
    summary: 'Streamers by nickname, those live first',
    tag: 'search',
    query: searchQuery,
    data: resultsOf(anchorResultSchema),
  }),
  live: defineCall({
    method: 'GET',
    path: 'Search/live',
    audience: 'public',
    summary: "Rooms by title or streamer's nickname, live ones first",
    tag: 'search',
    query: searchQuery,
    data: resultsOf(roomSummarySchema),
  }),
  match: defineCall({
    method: 'GET',
    path: 'Search/match',
    audience: 'public',
    summary:
      'Matches of the last three days and the next two weeks by team or competition name, in any of the three languages',
    tag: 'search',
    query: searchQuery,
    data: resultsOf(matchSummarySchema),
  }),
  post: defineCall({
    method: 'GET',
    path: 'Search/post',
    audience: 'public',
    summary: 'Circle posts by their text, hottest first',
    tag: 'search',
    query: searchQuery,
    data: resultsOf(postSchema),
  }),
} as const;
