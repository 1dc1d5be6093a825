CREATE TABLE "broadcast_plan_reservations" (
	"plan_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_plan_reservations_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "broadcast_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"match_id" varchar(80) NOT NULL,
	"match_snapshot" jsonb NOT NULL,
	"title" varchar(40) NOT NULL,
	"cover" varchar(200) DEFAULT '' NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"review_note" varchar(200) DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"reviewed_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"reservation_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_plan_reservations" ADD CONSTRAINT "broadcast_plan_reservations_plan_id_broadcast_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."broadcast_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_plan_reservations" ADD CONSTRAINT "broadcast_plan_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_plans" ADD CONSTRAINT "broadcast_plans_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_plans" ADD CONSTRAINT "broadcast_plans_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_plan_reservations_user_idx" ON "broadcast_plan_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "broadcast_plans_status_time_idx" ON "broadcast_plans" USING btree ("status","planned_at");--> statement-breakpoint
CREATE INDEX "broadcast_plans_anchor_idx" ON "broadcast_plans" USING btree ("anchor_id","planned_at");--> statement-breakpoint
CREATE INDEX "broadcast_plans_match_idx" ON "broadcast_plans" USING btree ("match_id") WHERE "broadcast_plans"."status" = 'approved';