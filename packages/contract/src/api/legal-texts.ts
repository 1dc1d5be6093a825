import { z } from 'zod';
import { defineCall } from './define-call';
import { LANGUAGES } from '../languages';

/**
 * The legal texts of /about-user (tabs 1 and 2), written by operators in the console. Plain
 * text: paragraphs are separated by blank lines, nothing is read as markup. A language without
 * a text shows the one built into the site.
 */
export const LEGAL_TEXT_KINDS = ['agreement', 'privacy'] as const;
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];
export const LEGAL_TEXT_MAX_LENGTH = 20_000;

export const legalTextSchema = z.object({
  kind: z.enum(LEGAL_TEXT_KINDS),
  language: z.enum(LANGUAGES),
  /** Null: none written yet (the site's built-in text shows). */
  body: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type LegalText = z.infer<typeof legalTextSchema>;

/** A text's paragraphs as pages show them: split on blank lines, trimmed, empty ones dropped. */
export function legalParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

export const legalTextCalls = {
  get: defineCall({
    method: 'GET',
    path: 'System/legalText',
    audience: 'public',
    summary: 'The user agreement or privacy policy in a language (null body: the built-in one)',
    tag: 'system',
    query: z.object({ kind: z.enum(LEGAL_TEXT_KINDS), language: z.enum(LANGUAGES) }),
    data: legalTextSchema,
  }),
  list: defineCall({
    method: 'GET',
    path: 'Admin/legalTexts',
    audience: 'operator',
    summary: 'Every legal text in every language, as written so far',
    tag: 'admin',
    data: z.object({ list: z.array(legalTextSchema) }),
  }),
  save: defineCall({
    method: 'POST',
    path: 'Admin/saveLegalText',
    audience: 'operator',
    summary: 'Write the user agreement or privacy policy of a language (empty: back to built-in)',
    tag: 'admin',
    body: z.object({
      kind: z.enum(LEGAL_TEXT_KINDS),
      language: z.enum(LANGUAGES),
      body: z.string().max(LEGAL_TEXT_MAX_LENGTH),
    }),
    data: z.object({ before: legalTextSchema, after: legalTextSchema }),
  }),
} as const;
