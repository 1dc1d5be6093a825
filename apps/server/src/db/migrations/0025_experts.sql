CREATE TABLE "analyses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"expert_id" bigint NOT NULL,
	"match_id" varchar(80) NOT NULL,
	"sport" varchar(12) NOT NULL,
	"competition_id" varchar(80) NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"match_snapshot" jsonb NOT NULL,
	"market" varchar(10) NOT NULL,
	"line" double precision,
	"prices" jsonb NOT NULL,
	"pick" varchar(6) NOT NULL,
	"pick_odds" double precision NOT NULL,
	"confidence" smallint NOT NULL,
	"title" varchar(60) NOT NULL,
	"reasoning" text NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"refund_if_wrong" boolean DEFAULT false NOT NULL,
	"result" varchar(10),
	"return_units" double precision,
	"home_score" integer,
	"away_score" integer,
	"settled_at" timestamp with time zone,
	"buyer_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analyses_confidence_range" CHECK ("analyses"."confidence" between 1 and 5),
	CONSTRAINT "analyses_price_not_negative" CHECK ("analyses"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "analysis_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"analysis_id" bigint NOT NULL,
	"text" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"analysis_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"expert_id" bigint NOT NULL,
	"price_minor" integer NOT NULL,
	"status" varchar(10) DEFAULT 'held' NOT NULL,
	"income_minor" integer DEFAULT 0 NOT NULL,
	"income_slot" integer DEFAULT 0 NOT NULL,
	"settle_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_applications" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"real_name" varchar(30) NOT NULL,
	"wechat" varchar(30) NOT NULL,
	"experience" text NOT NULL,
	"review_note" varchar(200) DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"title" varchar(30) DEFAULT '' NOT NULL,
	"intro" varchar(300) DEFAULT '' NOT NULL,
	"specialities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_if_wrong" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_corrections" ADD CONSTRAINT "analysis_corrections_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_purchases" ADD CONSTRAINT "analysis_purchases_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_purchases" ADD CONSTRAINT "analysis_purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_purchases" ADD CONSTRAINT "analysis_purchases_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_once_key" ON "analyses" USING btree ("expert_id","match_id","market");--> statement-breakpoint
CREATE INDEX "analyses_expert_idx" ON "analyses" USING btree ("expert_id","id");--> statement-breakpoint
CREATE INDEX "analyses_match_idx" ON "analyses" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "analyses_unsettled_idx" ON "analyses" USING btree ("kickoff") WHERE "analyses"."result" is null;--> statement-breakpoint
CREATE INDEX "analyses_settled_idx" ON "analyses" USING btree ("expert_id","settled_at");--> statement-breakpoint
CREATE INDEX "analysis_corrections_analysis_idx" ON "analysis_corrections" USING btree ("analysis_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_purchases_once_key" ON "analysis_purchases" USING btree ("analysis_id","buyer_id");--> statement-breakpoint
CREATE INDEX "analysis_purchases_buyer_idx" ON "analysis_purchases" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "analysis_purchases_due_idx" ON "analysis_purchases" USING btree ("status","settle_at");