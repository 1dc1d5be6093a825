CREATE TABLE "backpack_items" (
	"user_id" bigint NOT NULL,
	"gift_id" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "backpack_items_user_id_gift_id_pk" PRIMARY KEY("user_id","gift_id"),
	CONSTRAINT "backpack_items_count_check" CHECK ("backpack_items"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "backpack_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"gift_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" varchar(40) NOT NULL,
	"name_en" varchar(40) NOT NULL,
	"name_vi" varchar(40) NOT NULL,
	"description_zh" varchar(200) DEFAULT '' NOT NULL,
	"description_en" varchar(200) DEFAULT '' NOT NULL,
	"description_vi" varchar(200) DEFAULT '' NOT NULL,
	"image" varchar(200) NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"gift_id" bigint,
	"gift_quantity" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	CONSTRAINT "goods_stock_check" CHECK ("goods"."stock" >= 0),
	CONSTRAINT "goods_price_check" CHECK ("goods"."price" > 0),
	CONSTRAINT "goods_kind_check" CHECK (("goods"."kind" = 'gift' AND "goods"."gift_id" IS NOT NULL) OR "goods"."kind" = 'item')
);
--> statement-breakpoint
CREATE TABLE "goods_exchanges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"gold" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"contact" jsonb,
	"request_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_exchanges_count_check" CHECK ("goods_exchanges"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_envelope_shares" (
	"envelope_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"claimed_by" bigint,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "red_envelope_shares_envelope_id_seq_pk" PRIMARY KEY("envelope_id","seq"),
	CONSTRAINT "red_envelope_shares_amount_check" CHECK ("red_envelope_shares"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"count" integer NOT NULL,
	"message" varchar(30) DEFAULT '' NOT NULL,
	"request_id" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelopes_total_check" CHECK ("red_envelopes"."total_minor" >= "red_envelopes"."count")
);
--> statement-breakpoint
ALTER TABLE "backpack_items" ADD CONSTRAINT "backpack_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backpack_items" ADD CONSTRAINT "backpack_items_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backpack_sends" ADD CONSTRAINT "backpack_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backpack_sends" ADD CONSTRAINT "backpack_sends_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_exchanges" ADD CONSTRAINT "goods_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_exchanges" ADD CONSTRAINT "goods_exchanges_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backpack_sends_room_idx" ON "backpack_sends" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_exchanges_request_key" ON "goods_exchanges" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "goods_exchanges_user_idx" ON "goods_exchanges" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_shares_claimer_key" ON "red_envelope_shares" USING btree ("envelope_id","claimed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_request_key" ON "red_envelopes" USING btree ("sender_id","request_id");--> statement-breakpoint
CREATE INDEX "red_envelopes_room_idx" ON "red_envelopes" USING btree ("room_id","expires_at");--> statement-breakpoint
CREATE INDEX "red_envelopes_due_idx" ON "red_envelopes" USING btree ("expires_at") WHERE "red_envelopes"."refunded_at" IS NULL;