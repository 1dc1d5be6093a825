CREATE TABLE "match_follows" (
	"user_id" bigint NOT NULL,
	"match_id" varchar(80) NOT NULL,
	"sport" varchar(16) NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_follows_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "match_reservations" (
	"user_id" bigint NOT NULL,
	"match_id" varchar(80) NOT NULL,
	"sport" varchar(16) NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reservations_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
ALTER TABLE "match_follows" ADD CONSTRAINT "match_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reservations" ADD CONSTRAINT "match_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_follows_match_idx" ON "match_follows" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_reservations_kickoff_idx" ON "match_reservations" USING btree ("kickoff");