CREATE TABLE "daily_task_progress" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"task" varchar(16) NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "daily_task_progress_user_id_day_task_pk" PRIMARY KEY("user_id","day","task")
);
--> statement-breakpoint
ALTER TABLE "daily_task_progress" ADD CONSTRAINT "daily_task_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;