import { z } from 'zod';
import { LIMITS } from '../constants';
import { normaliseText } from '../text/normalise-text';
import { defineCall } from './define-call';
import { matchSummarySchema, SPORTS } from './matches';
import { pageNumberSchema, pageOf } from './paging';
import { REVIEW_STATUSES } from './profile';

/**
 * Experts (tipsters) and their analyses (spec §2 /specialist*, /foresight; §5 expert
 * application). Every figure of a record is computed from settled analyses; nothing is typed in.
 */

/**
 * What an analysis predicts. Football: `1x2` (home, draw, away), `handicap` (Asian handicap,
 * the home side's line), `total` (over/under goals). Basketball: `1x2` is the moneyline (no
 * draw), `handicap` the point spread, `total` the points total.
 */
export const ANALYSIS_MARKETS = ['1x2', 'handicap', 'total'] as const;
export type AnalysisMarket = (typeof ANALYSIS_MARKETS)[number];
export const ANALYSIS_PICKS = ['home', 'draw', 'away', 'over', 'under'] as const;
export type AnalysisPick = (typeof ANALYSIS_PICKS)[number];

/** The picks each market takes. */
export const MARKET_PICKS: Record<AnalysisMarket, readonly AnalysisPick[]> = {
  '1x2': ['home', 'draw', 'away'],
  handicap: ['home', 'away'],
  total: ['over', 'under'],
};

/**
 * How a settled analysis came out. Quarter lines (-0.25, 2.75…) split the stake over the two
 * neighbouring lines, hence half won and half lost; `void`: the match was not played.
 */
export const ANALYSIS_RESULTS = ['won', 'half_won', 'push', 'half_lost', 'lost', 'void'] as const;
export type AnalysisResult = (typeof ANALYSIS_RESULTS)[number];

/** `open` until kick-off (publishing and buying close then), `closed` in play, then settled. */
export const ANALYSIS_STATUSES = ['open', 'closed', 'settled'] as const;

export const EXPERT_LIMITS = {
  /** Spec §5: work experience within 200 words (a CJK character counts as a word). */
  experienceMaxWords: LIMITS.expertExperienceMaxWords,
  realNameMaxLength: 30,
  wechatMaxLength: 30,
  titleMaxLength: 30,
  introMaxLength: 300,
  specialitiesMax: 5,
  analysisTitleMaxLength: 60,
  reasoningMinLength: 30,
  reasoningMaxLength: 3000,
  correctionMaxLength: 500,
  /** Diamonds an analysis may cost (0: free). */
  priceMaxDiamonds: 500,
  pageSize: 20,
  /** Settled analyses an expert needs before the hit-rate ranking lists them. */
  rankingMinSample: 10,
  /** How many latest results `recent` shows. */
  recentForm: 10,
  /** Analyses on one market of a match before /foresight shows how experts picked. */
  crowdMinSample: 3,
} as const;

/** Words as the spec counts them: each CJK character, and each run of other letters or digits. */
export function countWords(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const others =
    text
      .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ')
      .match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return cjk + others;
}

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const trimmed = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((value) => normaliseText(value).trim())
    .pipe(z.string().max(max));

export const expertApplicationSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  real_name: z.string(),
  wechat: z.string(),
  experience: z.string(),
  review_note: z.string(),
  created_at: z.string(),
});
export type ExpertApplication = z.infer<typeof expertApplicationSchema>;

const competitionBriefSchema = z.object({ id: z.string(), name: z.string() });

/** An expert's record, for one market and competition or all of them. */
export const expertRecordSchema = z.object({
  /** Settled analyses that were decided (not void). */
  settled: z.number().int(),
  won: z.number().int(),
  half_won: z.number().int(),
  push: z.number().int(),
  half_lost: z.number().int(),
  lost: z.number().int(),
  /** Share of the decided stake won, 0–1 (a half win counts half; pushes do not count). */
  hit_rate: z.number(),
  /** Units won or lost staking one unit on every analysis at its odds. */
  return_units: z.number(),
  /** Return per unit staked (`return_units / settled`). */
  roi: z.number(),
  /** Positive: wins in a row now; negative: losses in a row now. */
  current_streak: z.number().int(),
  best_streak: z.number().int(),
  /** The latest results, newest first (`W`, `L`, `P` with halves as their side). */
  recent: z.array(z.enum(['W', 'L', 'P'])),
});
export type ExpertRecord = z.infer<typeof expertRecordSchema>;

export const expertBriefSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  title: z.string(),
});
export type ExpertBrief = z.infer<typeof expertBriefSchema>;

export const expertProfileSchema = expertBriefSchema.extend({
  intro: z.string(),
  specialities: z.array(competitionBriefSchema),
  followers: z.number().int(),
  is_followed: z.boolean(),
  /** Paid analyses that lose are refunded to their buyers. */
  refund_if_wrong: z.boolean(),
  record: expertRecordSchema,
  /** Analyses not settled yet. */
  open_count: z.number().int(),
  since: z.string(),
  mine: z.boolean(),
});
export type ExpertProfile = z.infer<typeof expertProfileSchema>;

/** The market's prices when the analysis was published (public: they reveal no pick). */
export const marketSnapshotSchema = z.object({
  line: z.number().nullable(),
  home: z.number().nullable(),
  draw: z.number().nullable(),
  away: z.number().nullable(),
  over: z.number().nullable(),
  under: z.number().nullable(),
});

export const analysisSchema = z.object({
  id: z.number().int(),
  expert: expertBriefSchema,
  match: matchSummarySchema,
  market: z.enum(ANALYSIS_MARKETS),
  /** The line at publication (null for 1x2). */
  line: z.number().nullable(),
  market_prices: marketSnapshotSchema,
  title: z.string(),
  /** 1–5. */
  confidence: z.number().int(),
  /** Diamonds; 0 is free. */
  price: z.number(),
  refund_if_wrong: z.boolean(),
  status: z.enum(ANALYSIS_STATUSES),
  result: z.enum(ANALYSIS_RESULTS).nullable(),
  /**
   * Whether the viewer may read the pick and reasoning: free, bought, their own, or settled
   * (a settled pick is public: the record it makes must be checkable).
   */
  visible: z.boolean(),
  /** Null unless `visible`. */
  pick: z.enum(ANALYSIS_PICKS).nullable(),
  /** The price of the pick at publication; null unless `visible`. */
  pick_odds: z.number().nullable(),
  purchased: z.boolean(),
  buyer_count: z.number().int(),
  mine: z.boolean(),
  created_at: z.string(),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const analysisDetailSchema = analysisSchema.extend({
  /** Null unless `visible`. */
  reasoning: z.string().nullable(),
  /** Added after publication (the text itself never changes); empty unless `visible`. */
  corrections: z.array(z.object({ text: z.string(), created_at: z.string() })),
});
export type AnalysisDetail = z.infer<typeof analysisDetailSchema>;

export const EXPERT_RANKINGS = ['hit_rate', 'streak', 'return'] as const;

const recordFilter = {
  market: z.enum(ANALYSIS_MARKETS).optional(),
  competition_id: z.string().trim().min(1).max(80).optional(),
};

export const expertCalls = {
  apply: defineCall({
    method: 'POST',
    path: 'Expert/apply',
    audience: 'member',
    summary:
      'Apply as an expert: real name, WeChat id, work experience within 200 words, the analyst code accepted',
    tag: 'experts',
    body: z.object({
      real_name: trimmed(EXPERT_LIMITS.realNameMaxLength),
      wechat: trimmed(EXPERT_LIMITS.wechatMaxLength),
      experience: z.string().max(4000),
      code_accepted: z.boolean(),
    }),
    data: expertApplicationSchema,
  }),
  application: defineCall({
    method: 'GET',
    path: 'Expert/application',
    audience: 'member',
    summary: 'The member’s expert application, or null',
    tag: 'experts',
    data: expertApplicationSchema.nullable(),
  }),
  profile: defineCall({
    method: 'GET',
    path: 'Expert/profile',
    audience: 'public',
    summary: 'An expert’s profile with their overall record',
    tag: 'experts',
    query: z.object({ id: idSchema }),
    data: expertProfileSchema,
  }),
  updateProfile: defineCall({
    method: 'POST',
    path: 'Expert/updateProfile',
    audience: 'member',
    summary: 'The expert’s title, introduction, specialities (competition ids) and refund setting',
    tag: 'experts',
    body: z.object({
      title: trimmed(EXPERT_LIMITS.titleMaxLength),
      intro: trimmed(EXPERT_LIMITS.introMaxLength),
      specialities: z
        .array(z.string().trim().min(1).max(80))
        .max(EXPERT_LIMITS.specialitiesMax)
        .default([]),
      refund_if_wrong: z.boolean(),
    }),
    data: expertProfileSchema,
  }),
  record: defineCall({
    method: 'GET',
    path: 'Expert/record',
    audience: 'public',
    summary:
      'An expert’s record for a market and competition (or all), and cumulative return over time',
    tag: 'experts',
    query: z.object({ id: idSchema, ...recordFilter }),
    data: expertRecordSchema.extend({
      /** Oldest first: after each settled analysis, the return so far. */
      history: z.array(z.object({ at: z.string(), return_units: z.number() })),
    }),
  }),
  ranking: defineCall({
    method: 'GET',
    path: 'Expert/ranking',
    audience: 'public',
    summary:
      'Experts by hit rate (with at least 10 settled), current streak or return, for a market and competition or all',
    tag: 'experts',
    query: z.object({
      sort: z.enum(EXPERT_RANKINGS).default('hit_rate'),
      ...recordFilter,
      page: pageNumberSchema,
    }),
    data: pageOf(z.object({ expert: expertBriefSchema, record: expertRecordSchema })),
  }),
} as const;

export const analysisCalls = {
  publish: defineCall({
    method: 'POST',
    path: 'Analysis/publish',
    audience: 'member',
    summary:
      'An expert publishes an analysis of a match that has not kicked off: market, pick, confidence, reasoning, free or for diamonds; the line and prices are taken from the feed now',
    tag: 'experts',
    body: z.object({
      match_id: z.string().trim().min(1).max(80),
      market: z.enum(ANALYSIS_MARKETS),
      pick: z.enum(ANALYSIS_PICKS),
      confidence: z.coerce.number().int().min(1).max(5),
      title: trimmed(EXPERT_LIMITS.analysisTitleMaxLength).pipe(z.string().min(1)),
      reasoning: trimmed(EXPERT_LIMITS.reasoningMaxLength).pipe(
        z.string().min(EXPERT_LIMITS.reasoningMinLength),
      ),
      price: z.coerce.number().int().min(0).max(EXPERT_LIMITS.priceMaxDiamonds),
    }),
    data: z.object({ id: z.number().int() }),
  }),
  correct: defineCall({
    method: 'POST',
    path: 'Analysis/correct',
    audience: 'member',
    summary: 'Its expert appends a correction to an analysis (the analysis itself never changes)',
    tag: 'experts',
    body: z.object({
      id: idSchema,
      text: trimmed(EXPERT_LIMITS.correctionMaxLength).pipe(z.string().min(1)),
    }),
    data: z.object({ id: z.number().int() }),
  }),
  list: defineCall({
    method: 'GET',
    path: 'Analysis/list',
    audience: 'public',
    summary: 'Analyses, newest first: of an expert, of a match, open or settled',
    tag: 'experts',
    query: z.object({
      expert_id: idSchema.optional(),
      match_id: z.string().trim().min(1).max(80).optional(),
      status: z.enum(['open', 'settled', 'all']).default('all'),
      page: pageNumberSchema,
    }),
    data: pageOf(analysisSchema),
  }),
  detail: defineCall({
    method: 'GET',
    path: 'Analysis/detail',
    audience: 'public',
    summary:
      'One analysis; the pick and reasoning only when free, bought, the viewer’s own or settled',
    tag: 'experts',
    query: z.object({ id: idSchema }),
    data: analysisDetailSchema,
  }),
  buy: defineCall({
    method: 'POST',
    path: 'Analysis/buy',
    audience: 'member',
    summary:
      'Buy a paid analysis before kick-off with diamonds (held until it settles; refunded if void, or lost when the expert refunds)',
    tag: 'experts',
    body: z.object({ id: idSchema }),
    data: analysisDetailSchema,
  }),
  purchased: defineCall({
    method: 'GET',
    path: 'Analysis/purchased',
    audience: 'member',
    summary: 'The analyses the member bought, newest first',
    tag: 'experts',
    query: z.object({ page: pageNumberSchema }),
    data: pageOf(analysisSchema),
  }),
  foresight: defineCall({
    method: 'GET',
    path: 'Analysis/foresight',
    audience: 'public',
    summary:
      'Matches of the next days with how many analyses each has and, from 3 on a market, how experts picked',
    tag: 'experts',
    query: z.object({ sport: z.enum(SPORTS).default('football'), page: pageNumberSchema }),
    data: pageOf(
      z.object({
        match: matchSummarySchema,
        analysis_count: z.number().int(),
        markets: z.array(
          z.object({
            market: z.enum(ANALYSIS_MARKETS),
            count: z.number().int(),
            /** Picks with their counts, most picked first; empty under 3 analyses. */
            picks: z.array(z.object({ pick: z.enum(ANALYSIS_PICKS), count: z.number().int() })),
          }),
        ),
      }),
    ),
  }),
} as const;

export const expertAdminCalls = {
  review: defineCall({
    method: 'POST',
    path: 'Admin/reviewExpert',
    audience: 'operator',
    summary: 'Approve or reject an expert application (approval makes the member an expert)',
    tag: 'admin',
    body: z.object({
      user_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      approve: z.boolean(),
      note: z.string().trim().max(200).default(''),
    }),
    data: expertApplicationSchema,
  }),
} as const;
