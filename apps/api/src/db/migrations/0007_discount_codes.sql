CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_owner" text NOT NULL,
	"remaining_uses" integer NOT NULL,
	"discount_amount" numeric(14, 2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_uses_not_negative" CHECK ("discount_codes"."remaining_uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;