import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a schema change (CONTRIBUTING.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
});
