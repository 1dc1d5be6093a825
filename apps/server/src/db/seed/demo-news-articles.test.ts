import { describe, expect, it } from 'vitest';
import { loadFixtureCatalog } from '../../feeds/fixtures/fixture-catalog';
import { DEMO_ARTICLES, type DemoArticle, type DemoArticleText } from './demo-news-articles';

const catalog = loadFixtureCatalog();
const LANGUAGES = ['zh', 'en', 'vi'] as const;
type Language = (typeof LANGUAGES)[number];

const LIMITS: Record<Language, { title: number; summary: number }> = {
  zh: { title: 30, summary: 80 },
  en: { title: 60, summary: 160 },
  vi: { title: 60, summary: 160 },
};

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Letters only Vietnamese uses among the scripts we ship: any real vi sentence has one. */
const VI_DIACRITIC = /[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/iu;
const CJK = /\p{Script=Han}/u;
/**
 * HTML tags, markdown emphasis, links, code, list items or headings: the text is plain, and only
 * a body paragraph may start with "## " (tested once that prefix is taken off).
 */
const MARKUP = /<\/?[a-z][^>]*>|\*\*|__|\]\(|`|^[-*+] |#/iu;
/** Evergreen text never dates itself relative to the seed. */
const RELATIVE_DAY =
  /\byesterday\b|\blast night\b|\btonight\b|昨天|昨晚|今晚|hôm qua|đêm qua|tối nay/iu;

/** Code points, so a character outside the BMP counts once. */
function length(text: string): number {
  return [...text].length;
}

function sentenceCount(text: string, language: Language): number {
  const ends = language === 'zh' ? text.match(/[。！？]/gu) : text.match(/[.!?](?=\s|$)/gu);
  return ends?.length ?? 0;
}

function isHeading(paragraph: string): boolean {
  return paragraph.startsWith('## ');
}

/** Problems with an article's text in one language; empty when it is fine. */
function textProblems(text: DemoArticleText, language: Language): string[] {
  const problems: string[] = [];
  const limits = LIMITS[language];
  const fields = [text.title, text.summary, ...text.body];
  if (text.title.trim() === '') problems.push('empty title');
  if (text.summary.trim() === '') problems.push('empty summary');
  if (length(text.title) > limits.title) problems.push(`title over ${limits.title}: ${text.title}`);
  if (length(text.summary) > limits.summary)
    problems.push(`summary over ${limits.summary}: ${text.summary}`);
  const summarySentences = sentenceCount(text.summary, language);
  if (summarySentences < 1 || summarySentences > 2)
    problems.push(`summary is not one or two sentences: ${text.summary}`);
  if (text.body.length < 4 || text.body.length > 7)
    problems.push(`${text.body.length} paragraphs, want 4–7`);
  if (text.body[0] !== undefined && isHeading(text.body[0]))
    problems.push('body opens on a heading');
  const last = text.body[text.body.length - 1];
  if (last !== undefined && isHeading(last)) problems.push('body ends on a heading');
  text.body.forEach((paragraph, index) => {
    if (paragraph.trim() === '' || paragraph !== paragraph.trim())
      problems.push(`paragraph ${index} is empty or padded`);
    if (isHeading(paragraph)) {
      if (paragraph.slice(3).trim() === '') problems.push(`heading ${index} has no text`);
      const next = text.body[index + 1];
      if (next !== undefined && isHeading(next)) problems.push(`heading ${index} has no paragraph`);
      return;
    }
    const sentences = sentenceCount(paragraph, language);
    if (sentences < 1 || sentences > 3)
      problems.push(`paragraph ${index} has ${sentences} sentences: ${paragraph}`);
  });
  for (const field of fields) {
    if (field.normalize('NFC') !== field) problems.push(`not NFC: ${field}`);
    if (MARKUP.test(isHeading(field) ? field.slice(3) : field)) problems.push(`markup: ${field}`);
    if (RELATIVE_DAY.test(field)) problems.push(`relative day: ${field}`);
    if (language === 'zh' && !CJK.test(field)) problems.push(`no CJK characters: ${field}`);
    if (language === 'vi' && !VI_DIACRITIC.test(field)) problems.push(`no diacritics: ${field}`);
    if (language === 'en' && CJK.test(field)) problems.push(`CJK in English: ${field}`);
  }
  return problems;
}

function playsIn(teamId: string, competitionId: string): boolean {
  return (catalog.matchesByCompetition.get(competitionId) ?? []).some(
    (match) => match.homeTeamId === teamId || match.awayTeamId === teamId,
  );
}

function meetIn(first: string, second: string, competitionId: string): boolean {
  return (catalog.matchesByCompetition.get(competitionId) ?? []).some(
    (match) =>
      (match.homeTeamId === first && match.awayTeamId === second) ||
      (match.homeTeamId === second && match.awayTeamId === first),
  );
}

/** Problems with an article's competition and team ids; empty when they are all real. */
function idProblems(article: DemoArticle): string[] {
  const problems: string[] = [];
  for (const id of article.competitions)
    if (!catalog.competitions.has(id)) problems.push(`unknown competition ${id}`);
  if (article.teams.length > 2) problems.push(`${article.teams.length} teams, want 0–2`);
  if (new Set(article.teams).size !== article.teams.length) problems.push('a team is listed twice');
  for (const id of article.teams) {
    if (!catalog.teams.has(id)) {
      problems.push(`unknown team ${id}`);
      continue;
    }
    if (
      article.competitions.length > 0 &&
      !article.competitions.some((competitionId) => playsIn(id, competitionId))
    )
      problems.push(`team ${id} has no match in ${article.competitions.join(', ')}`);
  }
  return problems;
}

/** A match preview: two teams that meet in one of the tagged competitions. */
function isMatchPreview(article: DemoArticle): boolean {
  const [first, second] = article.teams;
  if (article.teams.length !== 2 || first === undefined || second === undefined) return false;
  return article.competitions.some((competitionId) => meetIn(first, second, competitionId));
}

describe('demo news articles', () => {
  it('has unique kebab-case keys', () => {
    const keys = DEMO_ARTICLES.map((article) => article.key);
    expect(keys.filter((key) => !KEBAB_CASE.test(key))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tags only competitions and teams of the score feed, teams where they play', () => {
    const problems = DEMO_ARTICLES.flatMap((article) =>
      idProblems(article).map((problem) => `${article.key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('would catch a made-up team or a team tagged in a competition it does not play', () => {
    // Club or NBA teams: none of them plays at the World Cup.
    const article = DEMO_ARTICLES.find(
      (candidate) =>
        candidate.teams.length === 2 && !candidate.competitions.includes('worldcup-2026'),
    );
    expect(article).toBeDefined();
    if (!article) return;
    expect(idProblems({ ...article, teams: ['made-up-fc'] })).toEqual(['unknown team made-up-fc']);
    expect(idProblems({ ...article, competitions: ['worldcup-2026'] })).toHaveLength(2);
    expect(idProblems({ ...article, competitions: ['made-up-league'] })).toContain(
      'unknown competition made-up-league',
    );
  });

  it('has at least six match previews of two teams that meet in a tagged competition', () => {
    const twoTeam = DEMO_ARTICLES.filter((article) => article.teams.length === 2);
    expect(twoTeam.filter((article) => !isMatchPreview(article)).map((a) => a.key)).toEqual([]);
    expect(twoTeam.length).toBeGreaterThanOrEqual(6);
  });

  it('has a complete zh, en and vi text within the limits', () => {
    const problems = DEMO_ARTICLES.flatMap((article) =>
      LANGUAGES.flatMap((language) =>
        textProblems(article[language], language).map(
          (problem) => `${article.key} [${language}]: ${problem}`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('would catch a text that is too long, untranslated or marked up', () => {
    const article = DEMO_ARTICLES[0];
    expect(article).toBeDefined();
    if (!article) return;
    expect(textProblems({ ...article.zh, title: '很'.repeat(31) }, 'zh')).not.toEqual([]);
    expect(textProblems(article.en, 'vi')).not.toEqual([]);
    expect(textProblems(article.en, 'zh')).not.toEqual([]);
    expect(textProblems({ ...article.en, body: article.en.body.slice(0, 3) }, 'en')).not.toEqual(
      [],
    );
    expect(
      textProblems({ ...article.en, body: [...article.en.body, '<b>Bold</b> claim.'] }, 'en'),
    ).not.toEqual([]);
  });

  it('gives the three languages the same structure (paragraphs and headings in step)', () => {
    const mismatched = DEMO_ARTICLES.filter((article) => {
      const shape = (text: DemoArticleText): string => text.body.map(isHeading).join(',');
      return shape(article.zh) !== shape(article.en) || shape(article.vi) !== shape(article.en);
    }).map((article) => article.key);
    expect(mismatched).toEqual([]);
  });

  it('starts with the three newest articles (the seed features the first three)', () => {
    const newest = [...DEMO_ARTICLES]
      .sort((a, b) => a.hoursAgo - b.hoursAgo)
      .slice(0, 3)
      .map((article) => article.key);
    expect(new Set(DEMO_ARTICLES.slice(0, 3).map((article) => article.key))).toEqual(
      new Set(newest),
    );
  });

  it('has plausible publication ages and view counts, and every category', () => {
    for (const article of DEMO_ARTICLES) {
      expect(article.hoursAgo, article.key).toBeGreaterThanOrEqual(1);
      expect(article.hoursAgo, article.key).toBeLessThanOrEqual(240);
      expect(Number.isInteger(article.views) && article.views > 0, article.key).toBe(true);
    }
    expect(DEMO_ARTICLES.filter((article) => article.hoursAgo < 6).length).toBeGreaterThan(1);
    expect(DEMO_ARTICLES.filter((article) => article.views > 100_000).length).toBeGreaterThan(1);
    expect(DEMO_ARTICLES.filter((article) => article.views < 1_000).length).toBeGreaterThan(1);
    expect(new Set(DEMO_ARTICLES.map((article) => article.category))).toEqual(
      new Set(['football', 'basketball', 'transfers', 'world-cup', 'analysis']),
    );
  });
});
