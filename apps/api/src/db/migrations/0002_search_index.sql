-- Staff search matches a case-insensitive fragment anywhere in a name, phone or e-mail: trigrams.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_created_idx" ON "applicants" ("created_at" DESC, "user_id" DESC);
