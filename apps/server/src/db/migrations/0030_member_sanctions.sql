CREATE TABLE "member_sanctions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"until" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" bigint,
	CONSTRAINT "member_sanctions_kind_check" CHECK ("member_sanctions"."kind" in ('ban', 'mute'))
);
--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sanctions_user_idx" ON "member_sanctions" USING btree ("user_id","kind");