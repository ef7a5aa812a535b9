DROP INDEX "crew_status_idx";--> statement-breakpoint
DROP INDEX "crew_rank_idx";--> statement-breakpoint
CREATE INDEX "crew_status_name_idx" ON "crew_members" USING btree ("status","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "crew_rank_name_idx" ON "crew_members" USING btree ("rank","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "crew_nationality_name_idx" ON "crew_members" USING btree ("nationality","last_name","first_name","id");