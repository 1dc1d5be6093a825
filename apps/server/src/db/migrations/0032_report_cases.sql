CREATE TABLE "report_cases" (
	"target_kind" varchar(8) NOT NULL,
	"target_id" bigint NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"handled_by" bigint NOT NULL,
	"handled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_cases_target_kind_target_id_pk" PRIMARY KEY("target_kind","target_id")
);
