DROP INDEX "contracts_vessel_idx";--> statement-breakpoint
DROP INDEX "tours_vessel_idx";--> statement-breakpoint
CREATE INDEX "contracts_vessel_idx" ON "contracts" USING btree ("vessel_id","status","end_date","start_date");--> statement-breakpoint
CREATE INDEX "tours_vessel_idx" ON "tours" USING btree ("vessel_id","sign_on","state","actual_sign_off","planned_sign_off","rotation_id","crew_change_member_id","crew_member_id","id");