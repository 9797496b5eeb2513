-- Issue 27.3: the log had two indexes leading with the applicant, (applicant_id, created_at) and
-- (applicant_id, id). Every reader asks for one applicant's few rows, which the second finds as
-- well, so each log row (100,000 in an import) now updates one of them, not both.
DROP INDEX "activity_log_applicant_idx";
