-- Fun-guess (security review H1): a member backs one option of a guess, so the stake row is
-- unique per member and guess (more stakes on that option add to it). Before this a member
-- could back every option; this fails on a database that holds such stakes.
DROP INDEX "guess_stakes_member_option_key";--> statement-breakpoint
CREATE UNIQUE INDEX "guess_stakes_member_key" ON "guess_stakes" USING btree ("guess_id","user_id");
