-- Search (modules/search): names folded to lower case without accents, kept in generated
-- columns with trigram indexes, so "ha noi" finds "Hà Nội" and two Chinese characters find a
-- title that contains them. Both extensions ship with PGlite and are "trusted" on
-- PostgreSQL 13+ (a database owner may create them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname_search" text GENERATED ALWAYS AS (search_fold(nickname)) STORED;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "title_search" text GENERATED ALWAYS AS (search_fold(title)) STORED;--> statement-breakpoint
CREATE INDEX "users_nickname_search_idx" ON "users" USING gin ("nickname_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "live_rooms_title_search_idx" ON "live_rooms" USING gin ("title_search" gin_trgm_ops);