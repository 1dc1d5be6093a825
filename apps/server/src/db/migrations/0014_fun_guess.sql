CREATE TABLE "guess_stakes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guess_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"option" varchar(8) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"payout" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "guess_stakes_amount_check" CHECK ("guess_stakes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "guesses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"match_id" varchar(80) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"line" numeric(6, 1),
	"odds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"result" varchar(8),
	"final_score" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "guess_stakes" ADD CONSTRAINT "guess_stakes_guess_id_guesses_id_fk" FOREIGN KEY ("guess_id") REFERENCES "public"."guesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guess_stakes" ADD CONSTRAINT "guess_stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guesses" ADD CONSTRAINT "guesses_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guesses" ADD CONSTRAINT "guesses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guess_stakes_member_option_key" ON "guess_stakes" USING btree ("guess_id","user_id","option");--> statement-breakpoint
CREATE INDEX "guess_stakes_user_idx" ON "guess_stakes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "guesses_room_idx" ON "guesses" USING btree ("room_id","status");--> statement-breakpoint
CREATE INDEX "guesses_unsettled_idx" ON "guesses" USING btree ("match_id") WHERE "guesses"."status" in ('open', 'pending');