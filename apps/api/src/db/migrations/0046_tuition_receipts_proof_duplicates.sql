ALTER TABLE "payment_proofs" ADD COLUMN "transaction_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "file_sha256" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "receipt_number" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "receipt_queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_proofs_file_sha256_idx" ON "payment_proofs" USING btree ("file_sha256");--> statement-breakpoint
CREATE INDEX "payment_proofs_reference_idx" ON "payment_proofs" USING btree (upper("transaction_reference")) WHERE transaction_reference <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_receipt_number_key" ON "ledger_entries" USING btree ("receipt_number");--> statement-breakpoint
-- Payments already on the ledger get receipt numbers in the order the money moved; no receipt is mailed for them.
UPDATE "ledger_entries" SET "receipt_number" = numbered.n, "receipt_queued_at" = now()
FROM (SELECT "id", row_number() OVER (ORDER BY "occurred_at", "id") AS n FROM "ledger_entries" WHERE "kind" = 'payment') AS numbered
WHERE "ledger_entries"."id" = numbered."id";
