import {
  LANGUAGES,
  publishNewsBodySchema,
  type Language,
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

/** The editor's form as typed. Tags and match are not in it: they go back as they came. */
export interface NewsFormValues {
  category: NewsCategory;
  cover: string;
  featured: boolean;
  versions: Record<Language, VersionDraft>;
}

/** What an existing article keeps unchanged through a save (the server replaces them). */
export type KeptLinks = Pick<NewsDeskArticle, 'tags' | 'match_id'>;

export const NO_LINKS: KeptLinks = { tags: [], match_id: null };

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
  };
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
 * that would be refused, and builds the body: only the written languages, the kept links.
 */
export function checkNewsForm(
  values: NewsFormValues,
  kept: KeptLinks,
): Checked<PublishNewsBody, NewsProblem> {
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
    tags: kept.tags,
    ...(kept.match_id === null ? {} : { match_id: kept.match_id }),
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
