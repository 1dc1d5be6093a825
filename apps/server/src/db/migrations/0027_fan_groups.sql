CREATE TABLE "fan_fees" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"anchor_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"total_minor" integer NOT NULL,
	"income_minor" integer NOT NULL,
	"income_slot" integer NOT NULL,
	"request_id" varchar(64),
	"settle_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fan_fees_amounts" CHECK ("fan_fees"."income_minor" >= 0 and "fan_fees"."total_minor" >= "fan_fees"."income_minor")
);
--> statement-breakpoint
CREATE TABLE "fan_groups" (
	"anchor_id" bigint PRIMARY KEY NOT NULL,
	"name" varchar(16) NOT NULL,
	"badge" varchar(4) NOT NULL,
	"join_mode" varchar(4) NOT NULL,
	"fee_diamonds" integer NOT NULL,
	"fans_only_chat_level" smallint DEFAULT 0 NOT NULL,
	"chat_colour_level" smallint DEFAULT 0 NOT NULL,
	"entry_effect_level" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fan_members" (
	"anchor_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"intimacy" integer DEFAULT 0 NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"last_lapse_at" timestamp with time zone,
	"day" date NOT NULL,
	"watch_today" integer DEFAULT 0 NOT NULL,
	"chat_today" integer DEFAULT 0 NOT NULL,
	"gift_today" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fan_members_anchor_id_user_id_pk" PRIMARY KEY("anchor_id","user_id"),
	CONSTRAINT "fan_members_intimacy_not_negative" CHECK ("fan_members"."intimacy" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "kind" varchar(12) DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_fees" ADD CONSTRAINT "fan_fees_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_fees" ADD CONSTRAINT "fan_fees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_groups" ADD CONSTRAINT "fan_groups_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_members" ADD CONSTRAINT "fan_members_anchor_id_fan_groups_anchor_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."fan_groups"("anchor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_members" ADD CONSTRAINT "fan_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fan_fees_request_idx" ON "fan_fees" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "fan_fees_due_idx" ON "fan_fees" USING btree ("settle_at") WHERE "fan_fees"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "fan_members_ranking_idx" ON "fan_members" USING btree ("anchor_id","intimacy" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fan_members_user_idx" ON "fan_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fan_members_lapse_idx" ON "fan_members" USING btree ("last_active_at");--> statement-breakpoint
-- The fan light: sending it in a room joins the streamer's gift-mode fan group (Twemoji 🏮, CC-BY 4.0).
INSERT INTO gifts (name_zh, name_en, name_vi, price, image, animation, sort, kind) VALUES
  ('粉丝灯牌', 'Fan light', 'Đèn fan', 1, '/emoji/1f3ee.svg', 'float', 100, 'fan_light');
