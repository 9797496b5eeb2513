CREATE TABLE "applicant_status_counts" (
	"application_status" text PRIMARY KEY NOT NULL,
	"applicants" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;