CREATE TABLE "upload_daily_usage" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "upload_daily_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "upload_token_uses" (
	"token_id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_daily_usage" ADD CONSTRAINT "upload_daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_token_uses" ADD CONSTRAINT "upload_token_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_token_uses_used_at_idx" ON "upload_token_uses" USING btree ("used_at");