import {
  rewardSectionEditSchema,
  worstCaseDailyGold,
  type DailyTaskKey,
  type RewardRules,
  type RewardSection,
  type RewardSectionEdit,
} from '@tifo/contract';
import { wholeNumber } from '../content/form-check';

/** The reward rules as typed: numbers stay text until a section is checked. */
export interface RewardDrafts {
  sign_in: string[];
  daily_tasks: { key: DailyTaskKey; target: string; reward: string }[];
  nobles: { tier: number; monthly_diamonds: string }[];
  levels: { user_step: string; anchor_step: string };
}

export function draftsOf(rules: RewardRules): RewardDrafts {
  return {
    sign_in: rules.sign_in.map(String),
    daily_tasks: rules.daily_tasks.map((task) => ({
      key: task.key,
      target: String(task.target),
      reward: String(task.reward),
    })),
    nobles: rules.nobles.map((price) => ({
      tier: price.tier,
      monthly_diamonds: String(price.monthly_diamonds),
    })),
    levels: {
      user_step: String(rules.levels.user_step),
      anchor_step: String(rules.levels.anchor_step),
    },
  };
}

/**
 * The drafts once the rules on the server went from `before` to `after` (a save, or another
 * administrator's): the sections that changed show the server's values, the others keep what
 * is being typed in them.
 */
export function mergeDrafts(
  drafts: RewardDrafts,
  before: RewardRules,
  after: RewardRules,
): RewardDrafts {
  const fresh = draftsOf(after);
  const changed = (section: RewardSection) =>
    JSON.stringify(before[section]) !== JSON.stringify(after[section]);
  return {
    sign_in: changed('sign_in') ? fresh.sign_in : drafts.sign_in,
    daily_tasks: changed('daily_tasks') ? fresh.daily_tasks : drafts.daily_tasks,
    nobles: changed('nobles') ? fresh.nobles : drafts.nobles,
    levels: changed('levels') ? fresh.levels : drafts.levels,
  };
}

/** One section's values as the contract reads them (text that is no whole number is NaN). */
function valueOf(section: RewardSection, drafts: RewardDrafts): unknown {
  switch (section) {
    case 'sign_in':
      return drafts.sign_in.map(wholeNumber);
    case 'daily_tasks':
      return drafts.daily_tasks.map((task) => ({
        key: task.key,
        target: wholeNumber(task.target),
        reward: wholeNumber(task.reward),
      }));
    case 'nobles':
      return drafts.nobles.map((price) => ({
        tier: price.tier,
        monthly_diamonds: wholeNumber(price.monthly_diamonds),
      }));
    case 'levels':
      return {
        user_step: wholeNumber(drafts.levels.user_step),
        anchor_step: wholeNumber(drafts.levels.anchor_step),
      };
  }
}

/**
 * Why a field is refused: out of its range (or not a whole number), or a noble price that is
 * not above the tier below.
 */
export type Problem = 'range' | 'order';

/**
 * The fields of a section the contract refuses, by their path in the section: `3` (day 4 of
 * the strip), `0.target`, `2.monthly_diamonds`, `user_step`.
 */
export type Problems = ReadonlyMap<string, Problem>;

export type SectionCheck =
  { edit: RewardSectionEdit; problems: null } | { edit: null; problems: Problems };

/** The parts of an item the page never lets anyone type (a task's key, a tier's number). */
const FIXED_FIELDS = new Set(['key', 'tier']);

/**
 * Checks one section with the contract's own schemas (the save's body, which the server checks
 * the same way), so the fields that fail are marked before anything is sent. A refusal on no
 * field the page shows leaves `problems` empty: the page says the section is invalid.
 */
export function checkSection(section: RewardSection, drafts: RewardDrafts): SectionCheck {
  const parsed = rewardSectionEditSchema.safeParse({ section, value: valueOf(section, drafts) });
  if (parsed.success) return { edit: parsed.data, problems: null };
  const problems = new Map<string, Problem>();
  for (const issue of parsed.error.issues) {
    // The body's paths start at `value`.
    const path = issue.path.slice(issue.path[0] === 'value' ? 1 : 0).map(String);
    const last = path.at(-1);
    if (last === undefined || FIXED_FIELDS.has(last)) continue;
    const field = path.join('.');
    // A noble price "not dearer than the tier below" is the only custom refusal of a typed
    // field besides a task's target cap (a range); being out of range says more.
    const kind: Problem = section === 'nobles' && issue.code === 'custom' ? 'order' : 'range';
    if (problems.get(field) !== 'range') problems.set(field, kind);
  }
  return { edit: null, problems };
}

/** The numbers as typed, or null while one of them is no whole number. */
function wholeNumbers(texts: string[]): number[] | null {
  const numbers = texts.map(wholeNumber);
  return numbers.every(Number.isFinite) ? numbers : null;
}

/** The strip's gold over the whole week, or null while a day is no whole number. */
export function weekTotal(drafts: RewardDrafts): number | null {
  const days = wholeNumbers(drafts.sign_in);
  return days && days.reduce((sum, day) => sum + day, 0);
}

/**
 * The most gold one member could collect in a day with the sign-in strip and tasks as typed
 * (the contract's `worstCaseDailyGold`), or null while an amount is no whole number.
 */
export function draftWorstCase(drafts: RewardDrafts): number | null {
  const signIn = wholeNumbers(drafts.sign_in);
  const rewards = wholeNumbers(drafts.daily_tasks.map((task) => task.reward));
  if (!signIn || !rewards) return null;
  return worstCaseDailyGold({
    sign_in: signIn,
    daily_tasks: drafts.daily_tasks.map((task, index) => ({
      key: task.key,
      target: wholeNumber(task.target),
      reward: rewards[index] ?? 0,
    })),
  });
}

/** A ladder's step as typed, if it is one a preview can use (a whole number above zero). */
export function previewStep(text: string): number | null {
  const step = wholeNumber(text);
  return Number.isFinite(step) && step > 0 ? step : null;
}
