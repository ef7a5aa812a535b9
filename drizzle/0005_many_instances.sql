ALTER TYPE "public"."email_status" ADD VALUE 'unknown';--> statement-breakpoint
CREATE TABLE "email_outbox_archive" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"status" "email_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"entity_type" text,
	"entity_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "handed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox_archive" ADD CONSTRAINT "email_outbox_archive_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_archive_created_idx" ON "email_outbox_archive" USING btree ("created_at");