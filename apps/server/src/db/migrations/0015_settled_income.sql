ALTER TABLE "users" ADD COLUMN "settled_income_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Income that settled before the counter existed.
UPDATE "users" SET "settled_income_minor" = settled.total
FROM (SELECT "anchor_id", sum("anchor_income_minor") AS total FROM "gift_sends"
      WHERE "settled_at" IS NOT NULL GROUP BY "anchor_id") AS settled
WHERE "users"."id" = settled."anchor_id";
