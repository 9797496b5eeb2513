-- A staff search within a stage: one GIN index holding the status beside the trigrams finds the
-- rows that match both, instead of fetching every row that matches the fragment to test its
-- status. It serves a search without a stage as well, so it replaces the trigram-only index.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_status_search_trgm_idx" ON "applicants" USING gin ("application_status", "search_text" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "applicants_search_trgm_idx";
