ALTER TABLE "info_sessions" ALTER COLUMN "link" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "info_sessions" ADD COLUMN "venue_address" text;--> statement-breakpoint
ALTER TABLE "info_sessions" ADD COLUMN "venue_directions" text;