-- Fun-guess (security review H1): a member backs one option of a guess, so the stake row is
-- unique per member and guess (more stakes on that option add to it). Stakes a member already
-- put on several options of one guess keep their rows as slots 1, 2, … so the key can be built
-- on old data; every new stake is slot 0 and so only adds to the member's first option.
ALTER TABLE "guess_stakes" ADD COLUMN "stake_slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "guess_stakes" SET "stake_slot" = "ranked"."slot" FROM (SELECT "id", row_number() OVER (PARTITION BY "guess_id", "user_id" ORDER BY "id") - 1 AS "slot" FROM "guess_stakes") AS "ranked" WHERE "guess_stakes"."id" = "ranked"."id" AND "ranked"."slot" > 0;--> statement-breakpoint
DROP INDEX "guess_stakes_member_option_key";--> statement-breakpoint
CREATE UNIQUE INDEX "guess_stakes_member_key" ON "guess_stakes" USING btree ("guess_id","user_id","stake_slot");
