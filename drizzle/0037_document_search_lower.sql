DROP INDEX "documents_number_trgm_idx";--> statement-breakpoint
DROP INDEX "documents_authority_trgm_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "number_lower" text GENERATED ALWAYS AS (lower(document_number)) STORED;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "authority_lower" text GENERATED ALWAYS AS (lower(issuing_authority)) STORED;--> statement-breakpoint
CREATE INDEX "documents_number_trgm_idx" ON "documents" USING gin ("number_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_authority_trgm_idx" ON "documents" USING gin ("authority_lower" gin_trgm_ops);