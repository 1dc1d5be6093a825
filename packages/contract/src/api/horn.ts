import { z } from 'zod';
import { normaliseText } from '../text/normalise-text';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf, pageQuery } from './paging';
import { walletSchema } from './money';

/**
 * Paid barrages and the global horn (spec §2 /live "barrage settings, global horn", §4 review
 * states, §6 noble perks). A paid barrage stands out in the room's chat and across its video; an
 * advertising barrage flies across the video of every live room, and a noble's 30 free ones a
 * month are used before any diamonds. The global horn is a noble's paid message that an
 * operator reviews first; once approved it shows across all rooms, and a refused one is paid
 * back in full.
 */
export const BARRAGE_KINDS = ['normal', 'paid', 'advert'] as const;
export type BarrageKind = (typeof BARRAGE_KINDS)[number];

export const BARRAGE_PRICES = { normal: 0, paid: 1, advert: 10 } as const satisfies Record<
  BarrageKind,
  number
>;

export const HORN = {
  priceDiamonds: 50,
  textMaxLength: 50,
  reviewNoteMaxLength: 100,
  pageSize: 20,
  /** Approved horns the room's horn tab shows: the latest, within a day. */
  recentSize: 20,
  recentHours: 24,
} as const;

/** Spec §4 review states: waiting review, review succeeded, review failed (money returned). */
export const HORN_STATUSES = ['waiting', 'succeeded', 'failed'] as const;
export type HornStatus = (typeof HORN_STATUSES)[number];

export const hornSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** The room it was sent from, if any (the banner links there). */
  room_id: z.number().int().nullable(),
  status: z.enum(HORN_STATUSES),
  review_note: z.string(),
  /** Diamonds paid (returned when the review fails). */
  cost: z.number(),
  sender: z.object({
    id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    noble_tier: z.number().int().nullable(),
  }),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Horn = z.infer<typeof hornSchema>;

/** `advertBarrage` (code 200, to every page): an advertising barrage flies in every room. */
export const advertBarrageEventSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  text: z.string(),
  nickname: z.string(),
  noble_tier: z.number().int().nullable(),
});
export type AdvertBarrageEvent = z.infer<typeof advertBarrageEventSchema>;

const hornTextSchema = z
  .string()
  .max(HORN.textMaxLength * 4)
  .transform((value) => normaliseText(value).trim())
  .pipe(z.string().min(1).max(HORN.textMaxLength));

export const hornCalls = {
  send: defineCall({
    method: 'POST',
    path: 'Horn/send',
    audience: 'member',
    summary: 'Send a global horn (nobles; paid in diamonds, shown once an operator approves)',
    tag: 'horn',
    body: z.object({
      text: hornTextSchema,
      room_id: z.coerce.number().int().positive().optional(),
      /** The client's id for this horn: a retried request pays once. */
      request_id: z.string().trim().min(8).max(64).optional(),
    }),
    data: z.object({ horn: hornSchema, wallet: walletSchema }),
  }),
  mine: defineCall({
    method: 'GET',
    path: 'Horn/getList',
    audience: 'member',
    summary: "The member's horn messages and their review states, newest first",
    tag: 'horn',
    query: z.object({ status: z.enum(HORN_STATUSES).optional(), page: pageNumberSchema }),
    data: pageOf(hornSchema),
  }),
  recent: defineCall({
    method: 'GET',
    path: 'Horn/recent',
    audience: 'public',
    summary: 'Approved horns of the last day, newest first (the live room horn tab)',
    tag: 'horn',
    data: z.object({ list: z.array(hornSchema) }),
  }),
  waiting: defineCall({
    method: 'GET',
    path: 'Admin/hornList',
    audience: 'operator',
    summary: 'Horns waiting for review, oldest first (operators)',
    tag: 'horn',
    query: pageQuery,
    data: pageOf(hornSchema),
  }),
  review: defineCall({
    method: 'POST',
    path: 'Admin/reviewHorn',
    audience: 'operator',
    summary: 'Approve a horn (it shows across all rooms) or refuse it (diamonds returned)',
    tag: 'horn',
    body: z.object({
      id: z.coerce.number().int().positive(),
      approve: z.boolean(),
      note: z.string().trim().max(HORN.reviewNoteMaxLength).default(''),
    }),
    data: hornSchema,
  }),
};
