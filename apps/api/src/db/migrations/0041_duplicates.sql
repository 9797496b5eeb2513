CREATE TABLE "duplicate_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_id" uuid NOT NULL,
	"second_id" uuid NOT NULL,
	"matched_on" text[] NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" uuid,
	"merged_at" timestamp with time zone,
	CONSTRAINT "duplicate_pairs_ordered" CHECK ("duplicate_pairs"."first_id" < "duplicate_pairs"."second_id")
);
--> statement-breakpoint
CREATE TABLE "record_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survivor_id" uuid NOT NULL,
	"merged_id" uuid NOT NULL,
	"merged_by" uuid,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" jsonb NOT NULL,
	"moved" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text GENERATED ALWAYS AS (CASE WHEN split_part(lower(email), '@', 2) IN ('gmail.com', 'googlemail.com') THEN replace(coalesce(nullif(split_part(split_part(lower(email), '@', 1), '+', 1), ''), split_part(lower(email), '@', 1)), '.', '') || '@gmail.com' ELSE coalesce(nullif(split_part(split_part(lower(email), '@', 1), '+', 1), ''), split_part(lower(email), '@', 1)) || '@' || split_part(lower(email), '@', 2) END) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_first_id_users_id_fk" FOREIGN KEY ("first_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_second_id_users_id_fk" FOREIGN KEY ("second_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_merges" ADD CONSTRAINT "record_merges_survivor_id_users_id_fk" FOREIGN KEY ("survivor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_merges" ADD CONSTRAINT "record_merges_merged_id_users_id_fk" FOREIGN KEY ("merged_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_merges" ADD CONSTRAINT "record_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_pairs_key" ON "duplicate_pairs" USING btree ("first_id","second_id");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_second_idx" ON "duplicate_pairs" USING btree ("second_id");--> statement-breakpoint
CREATE UNIQUE INDEX "record_merges_merged_key" ON "record_merges" USING btree ("merged_id");--> statement-breakpoint
CREATE INDEX "record_merges_survivor_idx" ON "record_merges" USING btree ("survivor_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merged_into_id_users_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_phone_e164_idx" ON "users" USING btree ("phone_e164") WHERE phone_e164 <> '';--> statement-breakpoint
CREATE INDEX "users_email_key_idx" ON "users" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "users_phone_unkeyed_idx" ON "users" USING btree ("id") WHERE phone_e164 is null;