-- An elder's search across all applicants walks this index newest first and must leave out the
-- applicants in a blind first round (status TESTED, the cohort's setting). With only search_text
-- beside the keys, the walk tested that against the set of every applicant awaiting a first
-- review, built for each query: 35,000 at an intake's peak, 20-100 ms before the first match
-- (issue 27.1). Carrying the status and the cohort lets the walk test each entry from the index.
DROP INDEX IF EXISTS "applicants_listed_newest_idx";
--> statement-breakpoint
CREATE INDEX "applicants_listed_newest_idx" ON "applicants" ("created_at" DESC, "user_id" DESC) INCLUDE ("search_text", "application_status", "cohort_id") WHERE list_key IS NOT NULL;
