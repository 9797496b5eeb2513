-- Issue 27.3 (decision 0101): a CSV import records the create-password e-mail each applicant is
-- owed; the mail worker writes the link and the e-mail when the outbox has room for them.
ALTER TABLE "users" ADD COLUMN "invitation_owed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_invitation_owed_idx" ON "users" USING btree ("invitation_owed_at","id") WHERE invitation_owed_at is not null;
