-- The records list's review orders and filters (issue 22.5, decision 0076). The order indexes hold
-- reviewed, listed rows only: an applicant enters them with their first review. The list reads the
-- reviewed rows in order from these, then the not yet reviewed newest first.
-- Score, high to low (read backwards: low to high), within a stage and across all.
CREATE INDEX IF NOT EXISTS "applicants_list_key_score_idx" ON "applicants" ("list_key", "review_score" DESC, "created_at" DESC, "user_id" DESC) WHERE list_key IS NOT NULL AND review_count > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_listed_score_idx" ON "applicants" ("review_score" DESC, "created_at" DESC, "user_id" DESC) WHERE list_key IS NOT NULL AND review_count > 0;
--> statement-breakpoint
-- Most reviews first, within a stage and across all.
CREATE INDEX IF NOT EXISTS "applicants_list_key_reviews_idx" ON "applicants" ("list_key", "review_count" DESC, "created_at" DESC, "user_id" DESC) WHERE list_key IS NOT NULL AND review_count > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_listed_reviews_idx" ON "applicants" ("review_count" DESC, "created_at" DESC, "user_id" DESC) WHERE list_key IS NOT NULL AND review_count > 0;
--> statement-breakpoint
-- 'Reviewers disagree': a small set, newest first, across all and within a stage (a stage with few
-- of them would otherwise be searched for through every disagreement).
CREATE INDEX IF NOT EXISTS "applicants_disagree_newest_idx" ON "applicants" ("created_at" DESC, "user_id" DESC) WHERE list_key IS NOT NULL AND review_disagrees;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_list_key_disagree_newest_idx" ON "applicants" ("list_key", "created_at" DESC, "user_id" DESC) WHERE list_key IS NOT NULL AND review_disagrees;
--> statement-breakpoint
-- 'Not yet reviewed' within a stage whose applicants are nearly all reviewed (interviewed and
-- later): walking the stage's newest-first index would read it whole to find none. Across all
-- applicants most are not yet reviewed, and that walk finds a page at once.
CREATE INDEX IF NOT EXISTS "applicants_list_key_unreviewed_newest_idx" ON "applicants" ("list_key", "created_at" DESC, "user_id" DESC) WHERE list_key IS NOT NULL AND review_count = 0;
