CREATE TABLE "viewer_samples" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"viewers" integer NOT NULL,
	"live_rooms" integer NOT NULL
);
