-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension (PG 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "crew_name_trgm_idx" ON "crew_members" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crew_nationality_trgm_idx" ON "crew_members" USING gin ("nationality" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crew_rank_trgm_idx" ON "crew_members" USING gin ("rank" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at","id");