CREATE TABLE "legal_texts" (
	"kind" varchar(12) NOT NULL,
	"language" varchar(2) NOT NULL,
	"body" text NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "legal_texts_kind_language_pk" PRIMARY KEY("kind","language")
);
