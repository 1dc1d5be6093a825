ALTER TABLE "users" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts the seeds made before this column existed: the operator and the demo streamers.
UPDATE "users" SET "seeded" = true WHERE "invite_code" IN ('OPERATOR', 'DEMOSTREAM') OR "invite_code" LIKE 'DEMOA%';
