CREATE TABLE "reward_rule_sections" (
	"section" varchar(16) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_task_progress" ADD COLUMN "reward" integer;