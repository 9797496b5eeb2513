-- Issue 23.2 (decision 0081): offers made before deadlines existed get one, the expiry of the
-- offer link their e-mail promised (or a week from now without one), so the sweep expires them
-- and their seats count like any other.
INSERT INTO "offers" ("applicant_id", "cohort_id", "offered_at", "expires_at")
SELECT a."user_id", a."cohort_id", a."updated_at",
  COALESCE(
    (SELECT max(t."expires_at") FROM "link_tokens" t
      WHERE t."user_id" = a."user_id" AND t."purpose" = 'admission-offer'
        AND t."used_at" IS NULL AND t."replaced_at" IS NULL),
    now() + interval '7 days')
FROM "applicants" a
WHERE a."application_status" = 'OFFERED_ADMISSION' AND a."cohort_id" IS NOT NULL;
