import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a fully migrated PGlite database that test databases start from (global setup). */
    pgliteDump: string;
    /** A migrated PostgreSQL database test databases are created from (when DATABASE_URL is set). */
    postgresTemplate?: string;
  }
}
