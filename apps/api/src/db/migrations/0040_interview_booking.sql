CREATE TABLE "interview_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"elder_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"weekday" smallint,
	"on_date" text,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"length_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"method" text NOT NULL,
	"meeting_link" text,
	"place" text,
	"position" integer NOT NULL,
	CONSTRAINT "interview_availability_kind" CHECK ("interview_availability"."kind" in ('weekly', 'one-off'))
);
--> statement-breakpoint
CREATE TABLE "interview_booking_invitations" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"invited_by" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"elder_id" uuid NOT NULL,
	"interview_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"meeting_link" text,
	"place" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reschedules" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_by" uuid,
	"confirmed_at" timestamp with time zone,
	"reminder_24h_at" timestamp with time zone,
	"reminder_1h_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_bookings_status" CHECK ("interview_bookings"."status" in ('booked', 'cancelled', 'held', 'no-show')),
	CONSTRAINT "interview_bookings_range" CHECK ("interview_bookings"."ends_at" > "interview_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "interview_calendars" (
	"elder_id" uuid PRIMARY KEY NOT NULL,
	"feed_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_calendars_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "interview_days_off" (
	"elder_id" uuid NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "interview_days_off_elder_id_day_pk" PRIMARY KEY("elder_id","day")
);
--> statement-breakpoint
ALTER TABLE "interview_availability" ADD CONSTRAINT "interview_availability_elder_id_interview_calendars_elder_id_fk" FOREIGN KEY ("elder_id") REFERENCES "public"."interview_calendars"("elder_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_booking_invitations" ADD CONSTRAINT "interview_booking_invitations_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_booking_invitations" ADD CONSTRAINT "interview_booking_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_elder_id_users_id_fk" FOREIGN KEY ("elder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_calendars" ADD CONSTRAINT "interview_calendars_elder_id_users_id_fk" FOREIGN KEY ("elder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_days_off" ADD CONSTRAINT "interview_days_off_elder_id_interview_calendars_elder_id_fk" FOREIGN KEY ("elder_id") REFERENCES "public"."interview_calendars"("elder_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_availability_elder_idx" ON "interview_availability" USING btree ("elder_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_bookings_elder_slot_live" ON "interview_bookings" USING btree ("elder_id","starts_at") WHERE "interview_bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "interview_bookings_applicant_live" ON "interview_bookings" USING btree ("applicant_id") WHERE "interview_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "interview_bookings_starts_idx" ON "interview_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "interview_bookings_applicant_idx" ON "interview_bookings" USING btree ("applicant_id","created_at");