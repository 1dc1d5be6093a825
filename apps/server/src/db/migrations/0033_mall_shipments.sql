ALTER TABLE "goods_exchanges" ADD COLUMN "tracking" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_exchanges" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_exchanges" ADD COLUMN "shipped_by" bigint;--> statement-breakpoint
CREATE INDEX "goods_exchanges_status_idx" ON "goods_exchanges" USING btree ("status","id");