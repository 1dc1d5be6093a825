import {
  LANGUAGES,
  NEWS_WRITING_LIMITS,
  publishNewsBodySchema,
  type Language,
  type MatchSummary,
  type NewsCategory,
  type NewsDeskArticle,
  type PublishNewsBody,
} from '@tifo/contract';
import type { Checked } from '../content/form-check';

export const VERSION_FIELDS = ['title', 'summary', 'body'] as const;
export type VersionField = (typeof VERSION_FIELDS)[number];

/**
 * One language's version as typed. `written` off keeps the text: a language removed by mistake
 * comes back whole until the article is saved (saving without it deletes it on the server).
 */
export interface VersionDraft {
  written: boolean;
  title: string;
  summary: string;
  body: string;
}

/** A team or competition the article is tagged with (the score feed's id). */
export type NewsTag = NewsDeskArticle['tags'][number];

/**
 * The editor's form as typed. Tags and match are replaced by the server on every save, so they
 * are sent as edited here (an article opened keeps its own until changed).
 */
export interface NewsFormValues {
  category: NewsCategory;
  cover: string;
  featured: boolean;
  versions: Record<Language, VersionDraft>;
  tags: NewsTag[];
  /** A score-feed match the article is about, or null. */
  match_id: string | null;
}

/**
 * Where a form fails: no language at all, the cover, one field of one language's version, or
 * something the form does not show (`other`).
 */
export type NewsProblem = 'languages' | 'cover' | `${Language}.${VersionField}` | 'other';

const BLANK_VERSION: VersionDraft = { written: false, title: '', summary: '', body: '' };

/** The form of `article`, or of a new article written first in `language`. */
export function newsFormOf(article: NewsDeskArticle | null, language: Language): NewsFormValues {
  if (!article) {
    return {
      category: 'football',
      cover: '',
      featured: false,
      versions: {
        zh: { ...BLANK_VERSION, written: language === 'zh' },
        en: { ...BLANK_VERSION, written: language === 'en' },
        vi: { ...BLANK_VERSION, written: language === 'vi' },
      },
      tags: [],
      match_id: null,
    };
  }
  const versionOf = (language: Language): VersionDraft => {
    const stored = article.versions[language];
    return stored ? { written: true, ...stored } : { ...BLANK_VERSION };
  };
  return {
    category: article.category,
    cover: article.cover,
    featured: article.featured,
    versions: { zh: versionOf('zh'), en: versionOf('en'), vi: versionOf('vi') },
    tags: article.tags.map(({ kind, id }) => ({ kind, id })),
    match_id: article.match_id,
  };
}

function sameTag(a: NewsTag, b: NewsTag): boolean {
  return a.kind === b.kind && a.id === b.id;
}

/** The tags a match brings: its two teams, then its competition. */
export function tagsOfMatch(match: MatchSummary): NewsTag[] {
  return [
    { kind: 'team', id: match.home.id },
    { kind: 'team', id: match.away.id },
    { kind: 'competition', id: match.competition.id },
  ];
}

/**
 * `tags` with those of `additions` it does not have yet, as many as the limit allows;
 * `skipped` counts the new ones left out for want of room.
 */
export function withTags(
  tags: readonly NewsTag[],
  additions: readonly NewsTag[],
): { tags: NewsTag[]; skipped: number } {
  const next = [...tags];
  let skipped = 0;
  for (const tag of additions) {
    if (next.some((kept) => sameTag(kept, tag))) continue;
    if (next.length >= NEWS_WRITING_LIMITS.tagsMax) skipped += 1;
    else next.push(tag);
  }
  return { tags: next, skipped };
}

function problemAt(path: readonly PropertyKey[]): NewsProblem {
  const [first, language, field] = path;
  if (first === 'cover') return 'cover';
  if (first !== 'versions') return 'other';
  if (language === undefined) return 'languages';
  const version = LANGUAGES.find((option) => option === language);
  const versionField = VERSION_FIELDS.find((option) => option === field);
  return version && versionField ? `${version}.${versionField}` : 'other';
}

/**
 * Checks the form with the contract's own schema (what the server checks), so nothing is sent
 * that would be refused, and builds the body: only the written languages, the tags, and the
 * match when there is one.
 */
export function checkNewsForm(values: NewsFormValues): Checked<PublishNewsBody, NewsProblem> {
  const written = LANGUAGES.filter((language) => values.versions[language].written);
  const input = {
    category: values.category,
    cover: values.cover,
    featured: values.featured,
    versions: Object.fromEntries(
      written.map((language) => {
        const { title, summary, body } = values.versions[language];
        return [language, { title, summary, body }];
      }),
    ),
    tags: values.tags,
    ...(values.match_id === null ? {} : { match_id: values.match_id }),
  };
  const problems = new Set<NewsProblem>();
  // The schema takes a body of spaces (the server then finds it empty once sanitised).
  for (const language of written) {
    if (values.versions[language].body.trim() === '') problems.add(`${language}.body`);
  }
  const parsed = publishNewsBodySchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.add(problemAt(issue.path));
  }
  if (problems.size > 0 || !parsed.success) return { edit: null, problems };
  return { edit: parsed.data, problems: null };
}

/** The first language whose version has a problem, to open its tab. */
export function firstLanguageWithProblem(problems: ReadonlySet<NewsProblem>): Language | null {
  return (
    LANGUAGES.find((language) =>
      VERSION_FIELDS.some((field) => problems.has(`${language}.${field}`)),
    ) ?? null
  );
}
