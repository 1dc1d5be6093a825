CREATE TABLE "broadcast_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"viewer_seconds" bigint DEFAULT 0 NOT NULL,
	"end_reason" varchar(16),
	CONSTRAINT "broadcast_sessions_counts_check" CHECK ("broadcast_sessions"."peak_viewers" >= 0 and "broadcast_sessions"."viewer_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"anchor_id" bigint NOT NULL,
	"title" varchar(40) NOT NULL,
	"cover" varchar(300) DEFAULT '' NOT NULL,
	"category_type" smallint DEFAULT 6 NOT NULL,
	"category_id" bigint,
	"match_id" varchar(80),
	"live_status" varchar(8) DEFAULT 'offline' NOT NULL,
	"placard" varchar(50) DEFAULT '' NOT NULL,
	"stream_key" varchar(64) NOT NULL,
	"current_session_id" bigint,
	"streaming_since" timestamp with time zone,
	"sealed_at" timestamp with time zone,
	"sealed_reason" varchar(100) DEFAULT '' NOT NULL,
	"total_live_seconds" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_rooms_status_check" CHECK ("live_rooms"."live_status" in ('offline', 'live', 'ended')),
	CONSTRAINT "live_rooms_category_check" CHECK ("live_rooms"."category_type" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "room_admins" (
	"room_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_admins_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "room_barrages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"text" varchar(50) NOT NULL,
	"shielded" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"name_zh" varchar(30) NOT NULL,
	"name_en" varchar(30) NOT NULL,
	"name_vi" varchar(30) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" varchar(16) NOT NULL,
	"detail" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_sanctions" (
	"room_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"until" timestamp with time zone,
	"by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_sanctions_room_id_user_id_kind_pk" PRIMARY KEY("room_id","user_id","kind"),
	CONSTRAINT "room_sanctions_kind_check" CHECK ("room_sanctions"."kind" in ('mute', 'shield', 'kick'))
);
--> statement-breakpoint
ALTER TABLE "broadcast_sessions" ADD CONSTRAINT "broadcast_sessions_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_category_id_room_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."room_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_admins" ADD CONSTRAINT "room_admins_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_admins" ADD CONSTRAINT "room_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_barrages" ADD CONSTRAINT "room_barrages_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_barrages" ADD CONSTRAINT "room_barrages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_reports" ADD CONSTRAINT "room_reports_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_reports" ADD CONSTRAINT "room_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sanctions" ADD CONSTRAINT "room_sanctions_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sanctions" ADD CONSTRAINT "room_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sanctions" ADD CONSTRAINT "room_sanctions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_sessions_room_idx" ON "broadcast_sessions" USING btree ("room_id","started_at");--> statement-breakpoint
CREATE INDEX "broadcast_sessions_started_idx" ON "broadcast_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rooms_anchor_key" ON "live_rooms" USING btree ("anchor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rooms_stream_key_key" ON "live_rooms" USING btree ("stream_key");--> statement-breakpoint
CREATE INDEX "live_rooms_list_idx" ON "live_rooms" USING btree ("live_status","category_type");--> statement-breakpoint
CREATE INDEX "room_barrages_room_idx" ON "room_barrages" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "room_reports_room_idx" ON "room_reports" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "room_sanctions_user_idx" ON "room_sanctions" USING btree ("user_id","kind");