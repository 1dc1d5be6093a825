CREATE TABLE "circle_members" (
	"circle_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_members_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circle_post_favorites" (
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_post_favorites_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circle_post_likes" (
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circle_post_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reason" varchar(12) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circle_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"circle_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"content" varchar(2000) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_path" varchar(200),
	"cover_path" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'visible' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"favorite_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"hot_score" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_search" text GENERATED ALWAYS AS (search_fold(content)) STORED
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"sport" varchar(12),
	"name_zh" varchar(30) NOT NULL,
	"name_en" varchar(30) NOT NULL,
	"name_vi" varchar(30) NOT NULL,
	"intro_zh" varchar(200) DEFAULT '' NOT NULL,
	"intro_en" varchar(200) DEFAULT '' NOT NULL,
	"intro_vi" varchar(200) DEFAULT '' NOT NULL,
	"icon" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_favorites" ADD CONSTRAINT "circle_post_favorites_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_favorites" ADD CONSTRAINT "circle_post_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_likes" ADD CONSTRAINT "circle_post_likes_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_likes" ADD CONSTRAINT "circle_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_reports" ADD CONSTRAINT "circle_post_reports_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_reports" ADD CONSTRAINT "circle_post_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_members_user_idx" ON "circle_members" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE INDEX "circle_post_favorites_user_idx" ON "circle_post_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "circle_post_reports_once_key" ON "circle_post_reports" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "circle_posts_circle_new_idx" ON "circle_posts" USING btree ("circle_id","status","id");--> statement-breakpoint
CREATE INDEX "circle_posts_circle_hot_idx" ON "circle_posts" USING btree ("circle_id","status","hot_score");--> statement-breakpoint
CREATE INDEX "circle_posts_new_idx" ON "circle_posts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "circle_posts_hot_idx" ON "circle_posts" USING btree ("status","hot_score");--> statement-breakpoint
CREATE INDEX "circle_posts_user_idx" ON "circle_posts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "circle_posts_content_search_idx" ON "circle_posts" USING gin ("content_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "circles_status_idx" ON "circles" USING btree ("status","sort");