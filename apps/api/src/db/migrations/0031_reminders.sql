CREATE TABLE "reminder_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"applicant_id" uuid NOT NULL,
	"step" text NOT NULL,
	"occurrence" text NOT NULL,
	"round" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"step" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"delay_hours" integer NOT NULL,
	"repeat_after_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_delay_check" CHECK (delay_hours between 1 and 1440),
	CONSTRAINT "reminder_settings_repeat_check" CHECK (repeat_after_days between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_key" ON "reminder_sends" USING btree ("applicant_id","step","occurrence","round");--> statement-breakpoint
CREATE INDEX "reminder_sends_step_sent_idx" ON "reminder_sends" USING btree ("step","sent_at");