ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox_archive" ADD COLUMN "attachments" jsonb;