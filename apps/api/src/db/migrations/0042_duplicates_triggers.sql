-- Issue 23.5 (decision 0087). The E.164 phone is computed by the app (libphonenumber); a phone changed
-- by any statement that does not also set the key loses it, and the duplicates module's sweep
-- computes it again. Existing rows start unkeyed (null): the sweep is their backfill.
CREATE OR REPLACE FUNCTION intake_users_phone_unkeyed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.phone_e164 := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_phone_unkeyed BEFORE UPDATE OF phone, dial_code ON users
FOR EACH ROW WHEN ((OLD.phone, OLD.dial_code) IS DISTINCT FROM (NEW.phone, NEW.dial_code)
  AND OLD.phone_e164 IS NOT DISTINCT FROM NEW.phone_e164)
EXECUTE FUNCTION intake_users_phone_unkeyed();
--> statement-breakpoint
-- An erased record's merge snapshots (as survivor or as the merged one) lose the personal data
-- they held; who merged what, and when, stays.
CREATE OR REPLACE FUNCTION intake_merges_forget_erased() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE record_merges SET snapshot = jsonb_build_object('erasedAt', NEW.erased_at)
  WHERE survivor_id = NEW.user_id OR merged_id = NEW.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applicants_erasure_forgets_merges AFTER UPDATE OF erased_at ON applicants
FOR EACH ROW WHEN (OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL)
EXECUTE FUNCTION intake_merges_forget_erased();
