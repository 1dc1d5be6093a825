CREATE TABLE "horns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"room_id" bigint,
	"text" varchar(50) NOT NULL,
	"cost_minor" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"review_note" varchar(100) DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"request_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paid_barrages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"cost_minor" bigint NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "highlight" varchar(8);--> statement-breakpoint
ALTER TABLE "horns" ADD CONSTRAINT "horns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_barrages" ADD CONSTRAINT "paid_barrages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "horns_request_key" ON "horns" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "horns_user_idx" ON "horns" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "horns_status_idx" ON "horns" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "paid_barrages_message_key" ON "paid_barrages" USING btree ("message_id");