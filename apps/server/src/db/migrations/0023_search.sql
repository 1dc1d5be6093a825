-- Search (modules/search): trigram indexes over names folded to lower case without accents, so
-- "ha noi" finds "Hà Nội" and two Chinese characters find a title that contains them. Both
-- extensions ship with PGlite and are "trusted" on PostgreSQL 13+ (a database owner may create
-- them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS live_rooms_title_search_idx ON live_rooms USING gin (search_fold(title) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_nickname_search_idx ON users USING gin (search_fold(nickname) gin_trgm_ops);
