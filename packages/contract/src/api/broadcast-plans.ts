import { z } from 'zod';
import { normaliseText } from '../text/normalise-text';
import { defineCall } from './define-call';
import { matchSummarySchema } from './matches';
import { pageNumberSchema, pageOf } from './paging';
import { REVIEW_STATUSES } from './profile';
import { uploadPathSchema } from './videos';

/**
 * Broadcast reservations (spec §2 member centre "broadcast reservation", §4 review states, §7
 * `Live/setLiveList`): a streamer plans a broadcast of an upcoming match, an operator reviews
 * it, fans reserve the approved ones and are reminded on their open pages when it starts.
 * In code a streamer's entry is a "plan"; fans "reserve" it.
 */

export const BROADCAST_PLAN_LIMITS = {
  titleMaxLength: 40,
  noteMaxLength: 200,
  /** Plans of one streamer waiting or approved and not yet broadcast. */
  openPlansMax: 20,
  /** A plan may start at most this long after its match's kick-off (the match is still on). */
  afterKickoffMaxMinutes: 120,
  /** ...and at most this far ahead of now. */
  aheadMaxDays: 30,
  /**
   * Going live counts as the planned broadcast from this long before its time until this long
   * after it; outside that window it is some other broadcast and nobody is reminded.
   */
  startsEarlyMinutes: 60,
  startsLateMinutes: 180,
  pageSize: 20,
} as const;

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const trimmed = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((value) => normaliseText(value).trim())
    .pipe(z.string().max(max));

export const broadcastPlanSchema = z.object({
  id: z.number().int(),
  anchor_id: z.number().int(),
  anchor_nickname: z.string(),
  anchor_avatar: z.string(),
  room_id: z.number().int(),
  /** The match as the feed has it now (or as it was when the plan was made, if forgotten). */
  match: matchSummarySchema,
  title: z.string(),
  /** The plan's cover, else the room's. */
  cover: z.string(),
  planned_at: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Why an operator refused it (empty otherwise). */
  review_note: z.string(),
  /** When the streamer went live for it (fans were reminded then); null before. */
  started_at: z.string().nullable(),
  reservations: z.number().int(),
  /** Whether the viewer reserved it (false for visitors). */
  reserved: z.boolean(),
  created_at: z.string(),
});
export type BroadcastPlan = z.infer<typeof broadcastPlanSchema>;

export const broadcastPlanDraftSchema = z.object({
  /** Absent: a new plan. Present: change that plan (it goes back to review). */
  id: idSchema.optional(),
  match_id: z.string().trim().min(1).max(80),
  planned_at: z.iso.datetime({ offset: true }),
  title: trimmed(BROADCAST_PLAN_LIMITS.titleMaxLength).pipe(z.string().min(1)),
  /** An upload of the streamer's; empty: the room's cover. */
  cover: z.union([z.literal(''), uploadPathSchema]).default(''),
});
export type BroadcastPlanDraft = z.infer<typeof broadcastPlanDraftSchema>;

/** Code 200 `broadcastReminder`: to every open page of a fan who reserved the broadcast. */
export const broadcastReminderDataSchema = z.object({
  plan_id: z.number().int(),
  room_id: z.number().int(),
  anchor_nickname: z.string(),
  title: z.string(),
  match_id: z.string(),
  /** "Home vs Away" in each language (the member's pages may be in any). */
  match_label: z.object({ zh: z.string(), en: z.string(), vi: z.string() }),
});
export type BroadcastReminderData = z.infer<typeof broadcastReminderDataSchema>;

export const broadcastPlanCalls = {
  /**
   * The spec's `Live/setLiveList`: the streamer sets an entry of their list of planned lives
   * (a new one, or a change that goes back to review).
   */
  setLiveList: defineCall({
    method: 'POST',
    path: 'Live/setLiveList',
    audience: 'streamer',
    summary: 'Plan (or change) a broadcast of an upcoming match; it waits for review',
    tag: 'live',
    body: broadcastPlanDraftSchema,
    data: broadcastPlanSchema,
  }),
  cancel: defineCall({
    method: 'POST',
    path: 'Live/cancelLivePlan',
    audience: 'streamer',
    summary: 'Withdraw a planned broadcast that has not started; its reservations go with it',
    tag: 'live',
    body: z.object({ id: idSchema }),
    data: z.object({ id: z.number().int() }),
  }),
  mine: defineCall({
    method: 'GET',
    path: 'Live/getMyLiveList',
    audience: 'streamer',
    summary: "The streamer's planned broadcasts in every review state, latest plan first",
    tag: 'live',
    query: z.object({ page: pageNumberSchema }),
    data: pageOf(broadcastPlanSchema),
  }),
  list: defineCall({
    method: 'GET',
    path: 'Live/getLivePlans',
    audience: 'public',
    summary:
      'Approved broadcasts still to come or on now, soonest first (of a match or a streamer)',
    tag: 'live',
    query: z.object({
      match_id: z.string().trim().min(1).max(80).optional(),
      anchor_id: idSchema.optional(),
      page: pageNumberSchema,
    }),
    data: pageOf(broadcastPlanSchema),
  }),
  reserve: defineCall({
    method: 'POST',
    path: 'Live/reserveLivePlan',
    audience: 'member',
    summary: 'Reserve (or cancel) a reminder for an approved broadcast that has not started',
    tag: 'live',
    body: z.object({ id: idSchema, reserve: z.boolean().default(true) }),
    data: z.object({ id: z.number().int(), reserved: z.boolean(), reservations: z.number().int() }),
  }),
  reserved: defineCall({
    method: 'GET',
    path: 'Live/getReservedLivePlans',
    audience: 'member',
    summary: 'Broadcasts the member reserved that are still to come or on now, soonest first',
    tag: 'live',
    data: z.object({ list: z.array(broadcastPlanSchema) }),
  }),
} as const;

export const broadcastPlanAdminCalls = {
  list: defineCall({
    method: 'GET',
    path: 'Admin/livePlans',
    audience: 'operator',
    summary: 'Planned broadcasts in one review state (waiting: oldest first, else latest first)',
    tag: 'admin',
    query: z.object({ status: z.enum(REVIEW_STATUSES).default('waiting'), page: pageNumberSchema }),
    data: pageOf(broadcastPlanSchema),
  }),
  review: defineCall({
    method: 'POST',
    path: 'Admin/reviewLivePlan',
    audience: 'operator',
    summary: 'Approve or refuse (with a note) a planned broadcast',
    tag: 'admin',
    body: z.object({
      id: idSchema,
      approve: z.boolean(),
      note: trimmed(BROADCAST_PLAN_LIMITS.noteMaxLength).default(''),
    }),
    data: broadcastPlanSchema,
  }),
} as const;
