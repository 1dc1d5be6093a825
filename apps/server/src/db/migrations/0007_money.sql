CREATE TABLE "charge_packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coin" integer NOT NULL,
	"give" integer DEFAULT 0 NOT NULL,
	"money_fen" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_id" bigint NOT NULL,
	"anchor_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"gift_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"anchor_income_minor" bigint NOT NULL,
	"income_slot" smallint NOT NULL,
	"request_id" varchar(64),
	"settles_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_sends_count_check" CHECK ("gift_sends"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" varchar(24) NOT NULL,
	"name_en" varchar(24) NOT NULL,
	"name_vi" varchar(24) NOT NULL,
	"price" integer NOT NULL,
	"image" varchar(200) NOT NULL,
	"animation" varchar(12) DEFAULT 'none' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" > 0),
	CONSTRAINT "ledger_postings_sides_check" CHECK ("ledger_postings"."debit_account_id" <> "ledger_postings"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reason" varchar(24) NOT NULL,
	"cause_id" bigint,
	"idempotency_key" varchar(96),
	"memo" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noble_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"tier" smallint NOT NULL,
	"months" smallint NOT NULL,
	"price_minor" bigint NOT NULL,
	"credit_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nobles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"tier" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"barrage_month" varchar(7) DEFAULT '' NOT NULL,
	"barrages_used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" bigint NOT NULL,
	"package_id" bigint NOT NULL,
	"coin" integer NOT NULL,
	"give" integer NOT NULL,
	"money_fen" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"provider_ref" varchar(96),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" bigint NOT NULL,
	"method" varchar(8) NOT NULL,
	"real_name" varchar(32) NOT NULL,
	"bank_name" varchar(40) DEFAULT '' NOT NULL,
	"account" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_user_id_method_pk" PRIMARY KEY("user_id","method")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"holder" bigint NOT NULL,
	"kind" varchar(24) NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"currency" varchar(8) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_id_currency_key" UNIQUE("id","currency"),
	CONSTRAINT "wallet_accounts_balance_check" CHECK ("wallet_accounts"."balance" >= 0 OR "wallet_accounts"."holder" = 0),
	CONSTRAINT "wallet_accounts_currency_check" CHECK ("wallet_accounts"."currency" IN ('diamond', 'gold'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"method" varchar(8) NOT NULL,
	"real_name" varchar(32) NOT NULL,
	"bank_name" varchar(40) DEFAULT '' NOT NULL,
	"account" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'waiting' NOT NULL,
	"review_note" varchar(200) DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_password_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wealth_exp_tenths" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_debit_fk" FOREIGN KEY ("debit_account_id","currency") REFERENCES "public"."wallet_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_credit_fk" FOREIGN KEY ("credit_account_id","currency") REFERENCES "public"."wallet_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noble_purchases" ADD CONSTRAINT "noble_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nobles" ADD CONSTRAINT "nobles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_sends_request_key" ON "gift_sends" USING btree ("sender_id","request_id");--> statement-breakpoint
CREATE INDEX "gift_sends_room_idx" ON "gift_sends" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_sends_anchor_idx" ON "gift_sends" USING btree ("anchor_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_sends_due_idx" ON "gift_sends" USING btree ("settles_at") WHERE "gift_sends"."settled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_postings_debit_idx" ON "ledger_postings" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_credit_idx" ON "ledger_postings" USING btree ("credit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "noble_purchases_user_idx" ON "noble_purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_order_no_key" ON "payment_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_holder_kind_slot_key" ON "wallet_accounts" USING btree ("holder","kind","slot");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");