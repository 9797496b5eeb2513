CREATE TABLE "guest_join_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"guest_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_session_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"info_session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_join_tokens" ADD CONSTRAINT "guest_join_tokens_guest_id_info_session_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."info_session_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_session_guests" ADD CONSTRAINT "info_session_guests_info_session_id_info_sessions_id_fk" FOREIGN KEY ("info_session_id") REFERENCES "public"."info_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_join_tokens_hash_key" ON "guest_join_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guest_join_tokens_guest_idx" ON "guest_join_tokens" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "info_session_guests_email_session_key" ON "info_session_guests" USING btree (lower("email"),"info_session_id");--> statement-breakpoint
CREATE INDEX "info_session_guests_session_idx" ON "info_session_guests" USING btree ("info_session_id");