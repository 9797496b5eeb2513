CREATE TABLE "gateway_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"event_type" text NOT NULL,
	"reference" text,
	"raw_body" text NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"applicant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"proof_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount_kobo" <> 0),
	CONSTRAINT "ledger_entries_sign_check" CHECK (("ledger_entries"."kind" = 'payment' and "ledger_entries"."amount_kobo" > 0) or ("ledger_entries"."kind" = 'refund' and "ledger_entries"."amount_kobo" < 0) or "ledger_entries"."kind" = 'adjustment')
);
--> statement-breakpoint
CREATE TABLE "unmatched_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"payer" jsonb NOT NULL,
	"assigned_to" uuid,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"applicant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"provider_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_accounts_applicant_id_provider_pk" PRIMARY KEY("applicant_id","provider")
);
--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "first_payment" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_proof_id_payment_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."payment_proofs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_events_key" ON "gateway_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "gateway_events_unprocessed_idx" ON "gateway_events" USING btree ("received_at") WHERE processed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_source_reference_key" ON "ledger_entries" USING btree ("source","kind","reference") WHERE reference is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_applicant_idx" ON "ledger_entries" USING btree ("applicant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_occurred_idx" ON "ledger_entries" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_payments_reference_key" ON "unmatched_payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "unmatched_payments_open_idx" ON "unmatched_payments" USING btree ("created_at") WHERE assigned_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_number_key" ON "virtual_accounts" USING btree ("provider","account_number");--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_first_payment_positive" CHECK ("cohorts"."first_payment" > 0);--> statement-breakpoint
-- Confirmed proofs of payment were the record of tuition paid before the ledger: carry them over.
INSERT INTO "ledger_entries" ("applicant_id", "kind", "amount_kobo", "source", "reference", "proof_id", "created_by", "occurred_at", "created_at")
SELECT "applicant_id", 'payment', round("amount_paid" * 100)::bigint, 'proof', "id"::text, "id", "decided_by", coalesce("decided_at", "created_at"), coalesce("decided_at", "created_at")
FROM "payment_proofs" WHERE "status" = 'confirmed' AND "amount_paid" > 0;
