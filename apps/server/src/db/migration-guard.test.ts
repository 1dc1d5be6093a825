import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverPath } from '../platform/server-root';

/**
 * Migrations run while the previous release still serves (docs/production.md "Upgrades"): a
 * statement that takes away what it may read (a drop, a rename, a new type, a new `not null`)
 * belongs to a later release than the code that stopped reading it, and says so in a
 * `-- contract:` comment. Migrations up to this one were written before there was a release.
 */
const LAST_BEFORE_THE_RULE = 37;

const CONTRACTING = [
  /\bdrop\s+(table|column|type|view)\b/i,
  /\brename\s+(column\s+|to\s+)/i,
  /\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i,
  /\bset\s+not\s+null\b/i,
];

/** Why a migration may break the release before it, or null when it only expands. */
function contractingWithoutNote(sql: string): string | null {
  if (/^--\s*contract:/im.test(sql)) return null;
  const statement = CONTRACTING.map((pattern) => pattern.exec(sql)?.[0]).find(Boolean);
  return statement ?? null;
}

describe('migration guard', () => {
  it('lets expanding statements through and stops contracting ones without a note', () => {
    expect(contractingWithoutNote('ALTER TABLE "a" ADD COLUMN "b" text;')).toBeNull();
    expect(contractingWithoutNote('CREATE INDEX "x" ON "a" ("b");')).toBeNull();
    expect(contractingWithoutNote('ALTER TABLE "a" DROP COLUMN "b";')).toMatch(/drop column/i);
    expect(contractingWithoutNote('ALTER TABLE "a" RENAME COLUMN "b" TO "c";')).toBeTruthy();
    expect(
      contractingWithoutNote('ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE int;'),
    ).toBeTruthy();
    expect(contractingWithoutNote('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL;')).toBeTruthy();
    expect(
      contractingWithoutNote(
        '-- contract: 0.9 stopped reading b\nALTER TABLE "a" DROP COLUMN "b";',
      ),
    ).toBeNull();
  });

  it('holds every migration since the rule to it', () => {
    const folder = serverPath('src', 'db', 'migrations');
    const offending = readdirSync(folder)
      .filter((file) => file.endsWith('.sql') && Number(file.slice(0, 4)) > LAST_BEFORE_THE_RULE)
      .map((file) => ({
        file,
        statement: contractingWithoutNote(readFileSync(`${folder}/${file}`, 'utf8')),
      }))
      .filter(({ statement }) => statement !== null);
    expect(offending).toEqual([]);
  });
});
