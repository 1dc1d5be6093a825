/**
 * The answers the server wrote into this page's HTML (server: platform/http/page-data.ts): the
 * public data a page shows first, so that it renders without a round trip per call once its
 * code has run (issue 22). Each answer is taken once, for its own address and language only,
 * and only while the page is new: later calls, a refetch and every other page ask the API.
 */
const PAGE_DATA_ELEMENT_ID = 'page-data';

/** After this long the page's answers are too old to show as current (scores move). */
const PAGE_DATA_FRESH_MS = 10_000;

/** The answers of one page load, by address; read from the page once. */
export class PageAnswers {
  private readonly answers: Map<string, unknown>;
  /** The language the server answered in. */
  private readonly language: string | null;

  constructor(
    json: string | null,
    /** Milliseconds since the page started loading. */
    private readonly now: () => number,
  ) {
    const written = parsePageData(json);
    this.language = written.language;
    this.answers = new Map(Object.entries(written.answers));
  }

  /** The answer written for `url` in `language`, once; undefined when there is none (left). */
  take(url: string, language: string): unknown {
    if (language !== this.language || this.now() > PAGE_DATA_FRESH_MS) return undefined;
    const answer = this.answers.get(url);
    this.answers.delete(url);
    return answer;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{language, answers}` as the server writes it; anything else reads as no answers. */
function parsePageData(json: string | null): {
  language: string | null;
  answers: Record<string, unknown>;
} {
  const none = { language: null, answers: {} };
  if (!json) return none;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!isRecord(parsed) || typeof parsed.language !== 'string' || !isRecord(parsed.answers)) {
      return none;
    }
    return { language: parsed.language, answers: parsed.answers };
  } catch {
    return none;
  }
}

/** This page's answers, read (and taken out of the page) once. */
export function readPageAnswers(): PageAnswers {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  const answers = new PageAnswers(element?.textContent ?? null, () => performance.now());
  element?.remove();
  return answers;
}
