import {
  LANGUAGES,
  LEGAL_TEXT_KINDS,
  legalTextCalls,
  type Language,
  type LegalText,
  type LegalTextKind,
} from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { legalTexts } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';

type Row = typeof legalTexts.$inferSelect;

function view(kind: LegalTextKind, language: Language, row: Row | undefined): LegalText {
  return {
    kind,
    language,
    body: row?.body ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * The legal texts of /about-user: operators write them in the console (plain text), pages read
 * them; a language without one shows the site's built-in text. An empty save removes the
 * language's text, going back to the built-in one.
 */
export function installLegalTexts(
  app: FastifyInstance,
  deps: { db: Database; now?: () => number },
) {
  const { db } = deps;
  const one = async (kind: LegalTextKind, language: Language, tx: Database = db) =>
    (
      await tx
        .select()
        .from(legalTexts)
        .where(and(eq(legalTexts.kind, kind), eq(legalTexts.language, language)))
    )[0];

  registerCall(app, legalTextCalls.get, async ({ query }) =>
    view(query.kind, query.language, await one(query.kind, query.language)),
  );

  registerCall(app, legalTextCalls.list, async () => {
    const rows = await db.select().from(legalTexts);
    const find = (kind: string, language: string) =>
      rows.find((row) => row.kind === kind && row.language === language);
    return {
      list: LEGAL_TEXT_KINDS.flatMap((kind) =>
        LANGUAGES.map((language) => view(kind, language, find(kind, language))),
      ),
    };
  });

  registerCall(app, legalTextCalls.save, async ({ request, body }) =>
    db.transaction(async (tx) => {
      const before = await one(body.kind, body.language, tx);
      const where = and(eq(legalTexts.kind, body.kind), eq(legalTexts.language, body.language));
      if (body.body.trim() === '') {
        await tx.delete(legalTexts).where(where);
        return {
          before: view(body.kind, body.language, before),
          after: view(body.kind, body.language, undefined),
        };
      }
      const values = {
        body: body.body.trim(),
        updatedBy: requireMember(request).userId,
        updatedAt: new Date(deps.now?.() ?? Date.now()),
      };
      const [after] = await tx
        .insert(legalTexts)
        .values({ kind: body.kind, language: body.language, ...values })
        .onConflictDoUpdate({ target: [legalTexts.kind, legalTexts.language], set: values })
        .returning();
      return {
        before: view(body.kind, body.language, before),
        after: view(body.kind, body.language, after),
      };
    }),
  );
}
