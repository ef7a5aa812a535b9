CREATE INDEX "documents_current_expiry_id_idx" ON "documents" USING btree ("expiry_date","id") WHERE "documents"."superseded_by_id" is null;--> statement-breakpoint
DROP INDEX "documents_current_expiry_idx";
