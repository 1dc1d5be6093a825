CREATE TABLE "broadcast_marks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"broadcast_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" varchar(8) NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_categories" ADD COLUMN "purpose" varchar(16);--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "broadcast_id" bigint;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "match_id" varchar(80);--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "chapters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_marks" ADD CONSTRAINT "broadcast_marks_broadcast_id_broadcast_sessions_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_marks_broadcast_idx" ON "broadcast_marks" USING btree ("broadcast_id","at");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_broadcast_id_broadcast_sessions_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "videos_broadcast_key" ON "videos" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "videos_match_idx" ON "videos" USING btree ("match_id","status","id");--> statement-breakpoint
-- Existing deployments: the seeded replay category is the one replays are filed in.
UPDATE "video_categories" SET "purpose" = 'replays' WHERE "name_en" = 'Broadcast replays';
