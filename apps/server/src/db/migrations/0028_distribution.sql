CREATE TABLE "channel_agents" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"channel_code" varchar(16) NOT NULL,
	"share_percent" numeric(5, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_agents_channel_code_unique" UNIQUE("channel_code")
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"beneficiary_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"base_minor" bigint NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"income_slot" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_amount_not_negative" CHECK ("commissions"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_flags" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"reason" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "channel_code" varchar(16);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_agents" ADD CONSTRAINT "channel_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_order_kind_key" ON "commissions" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "commissions_beneficiary_idx" ON "commissions" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "commissions_due_idx" ON "commissions" USING btree ("settle_at") WHERE "commissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "users_channel_idx" ON "users" USING btree ("channel_code","created_at");