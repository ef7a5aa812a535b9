CREATE TABLE "document_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"document_number" text NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"issuing_authority" text NOT NULL,
	"issuing_state" text,
	"grade" text,
	"file_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"document_id" uuid,
	CONSTRAINT "document_submissions_status_check" CHECK ("document_submissions"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "document_submissions" ADD CONSTRAINT "document_submissions_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_submissions" ADD CONSTRAINT "document_submissions_type_certificate_types_code_fk" FOREIGN KEY ("type") REFERENCES "public"."certificate_types"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "document_submissions" ADD CONSTRAINT "document_submissions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_submissions" ADD CONSTRAINT "document_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_submissions" ADD CONSTRAINT "document_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_submissions" ADD CONSTRAINT "document_submissions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_submissions_status_idx" ON "document_submissions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "document_submissions_crew_idx" ON "document_submissions" USING btree ("crew_member_id","submitted_at");