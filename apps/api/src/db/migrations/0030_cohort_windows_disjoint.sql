-- Issue 23.1: two cohorts' application windows never overlap, so "the cohort open now" is at most
-- one. The service refuses an overlap with a 409 first; this holds against two admins saving at once.
-- Drizzle's schema cannot declare an exclusion constraint, hence a custom migration.
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_application_windows_disjoint"
  EXCLUDE USING gist (tstzrange("applications_open_at", "applications_close_at", '[)') WITH &&)
  WHERE ("applications_open_at" IS NOT NULL);
