CREATE TABLE "payment_incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_ref" varchar(96) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" bigint,
	"resolution" varchar(12),
	"note" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "charge_packages" ADD COLUMN "price_vnd" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "currency" varchar(3) DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "amount_minor" bigint;--> statement-breakpoint
-- Orders before this migration were all in yuan: what the provider collects is their price in fen.
UPDATE "payment_orders" SET "amount_minor" = "money_fen";--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "amount_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checkout" jsonb;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_incidents_once_key" ON "payment_incidents" USING btree ("order_id","kind","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_incidents_open_idx" ON "payment_incidents" USING btree ("resolved_at","id");--> statement-breakpoint
CREATE INDEX "payment_orders_pending_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."status" = 'pending';--> statement-breakpoint
-- VNPay prices of the platform's packages in đồng, round retail figures (an operator setting:
-- Admin/setPackagePrice changes them); only the six packages of migration 0008 get one.
UPDATE "charge_packages" SET "price_vnd" = CASE "money_fen"
  WHEN 600 THEN 22000
  WHEN 3000 THEN 109000
  WHEN 6800 THEN 249000
  WHEN 12800 THEN 469000
  WHEN 32800 THEN 1199000
  WHEN 64800 THEN 2369000
END;